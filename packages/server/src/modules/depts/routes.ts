import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { deptCalls as calls } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { DEPT_OPERATIONS as OP } from './operations.ts';
import { deptTree, enabledDepts } from './queries.ts';
import { createDept, deleteDepts, updateDept } from './service.ts';

const tags = ['部门'];

export async function deptsModule(app: FastifyInstance, { db }: AppContext) {
  route(app, calls.tree, { tags, summary: '部门树（按名称、状态筛选时保留上级）' }, async (req) =>
    ok(await deptTree(db, req.query)),
  );
  route(app, calls.all, { tags, summary: '启用的部门（下拉选择用）' }, async () => ok(await enabledDepts(db)));
  route(app, calls.create, { tags, summary: '新增部门', operation: OP.add }, async (req) =>
    ok(await createDept(db, actorOf(req), req.body), MSG.added),
  );
  route(app, calls.update, { tags, summary: '修改部门', operation: OP.edit }, async (req) =>
    ok(await updateDept(db, actorOf(req), req.params.id, req.body), MSG.updated),
  );
  route(app, calls.remove, { tags, summary: '删除部门', operation: OP.del }, async (req) => {
    await deleteDepts(db, actorOf(req), req.body);
    return ok(null, MSG.deleted);
  });
}
