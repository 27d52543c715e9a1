import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import { deptBody, deptQuery } from '@risk/shared/schemas/system';
import { idParam, idsBody } from '@risk/shared/wire';
import type { AppContext } from '../../app.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok } from '../../platform/http/envelope.ts';
import { DEPT_OPERATIONS as OP } from './operations.ts';
import { deptTree, enabledDepts } from './queries.ts';
import { createDept, deleteDepts, updateDept } from './service.ts';

const tags = ['部门'];

export async function deptsModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/iams/v1/dept',
    {
      config: { access: 'dept:list' },
      schema: { tags, summary: '部门树（按名称、状态筛选时保留上级）', querystring: deptQuery },
    },
    async (req) => ok(await deptTree(db, req.query)),
  );
  app.get(
    '/iams/v1/dept/all',
    { config: { access: 'authenticated' }, schema: { tags, summary: '启用的部门（下拉选择用）' } },
    async () => ok(await enabledDepts(db)),
  );
  app.post(
    '/iams/v1/dept',
    { config: { access: 'dept:add', operation: OP.add }, schema: { tags, summary: '新增部门', body: deptBody } },
    async (req) => ok(await createDept(db, actorOf(req), req.body), MSG.added),
  );
  app.put(
    '/iams/v1/dept/:id',
    {
      config: { access: 'dept:edit', operation: OP.edit },
      schema: { tags, summary: '修改部门', params: idParam, body: deptBody },
    },
    async (req) => ok(await updateDept(db, actorOf(req), req.params.id, req.body), MSG.updated),
  );
  app.delete(
    '/iams/v1/dept',
    { config: { access: 'dept:del', operation: OP.del }, schema: { tags, summary: '删除部门', body: idsBody } },
    async (req) => {
      await deleteDepts(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
