import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import { deptBody, deptQuery } from '@risk/shared/schemas/system';
import { idParam, idsBody, envelope, emptyEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok } from '../../platform/http/envelope.ts';
import { DEPT_OPERATIONS as OP } from './operations.ts';
import { deptTree, enabledDepts } from './queries.ts';
import { createDept, deleteDepts, updateDept } from './service.ts';
import { DEPTS_PATH, deptNode, deptOption, deptRow } from '@risk/shared/api/system';
import { z } from 'zod';

const tags = ['部门'];

export async function deptsModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    DEPTS_PATH,
    {
      config: { access: 'dept:list' },
      schema: {
        response: { 200: envelope(z.array(deptNode)) },
        tags,
        summary: '部门树（按名称、状态筛选时保留上级）',
        querystring: deptQuery,
      },
    },
    async (req) => ok(await deptTree(db, req.query)),
  );
  app.get(
    `${DEPTS_PATH}/all`,
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: envelope(z.array(deptOption)) }, tags, summary: '启用的部门（下拉选择用）' },
    },
    async () => ok(await enabledDepts(db)),
  );
  app.post(
    DEPTS_PATH,
    {
      config: { access: 'dept:add', operation: OP.add },
      schema: { response: { 200: envelope(deptRow) }, tags, summary: '新增部门', body: deptBody },
    },
    async (req) => ok(await createDept(db, actorOf(req), req.body), MSG.added),
  );
  app.put(
    `${DEPTS_PATH}/:id`,
    {
      config: { access: 'dept:edit', operation: OP.edit },
      schema: { response: { 200: envelope(deptRow) }, tags, summary: '修改部门', params: idParam, body: deptBody },
    },
    async (req) => ok(await updateDept(db, actorOf(req), req.params.id, req.body), MSG.updated),
  );
  app.delete(
    DEPTS_PATH,
    {
      config: { access: 'dept:del', operation: OP.del },
      schema: { response: { 200: emptyEnvelope }, tags, summary: '删除部门', body: idsBody },
    },
    async (req) => {
      await deleteDepts(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
