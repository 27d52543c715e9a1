import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import {
  dictBody,
  dictDetailBody,
  dictDetailQuery,
  dictEnableBody,
  dictQuery,
  dictUpdateBody,
} from '@risk/shared/schemas/system';
import { idParam, idsBody } from '@risk/shared/wire';
import type { AppContext } from '../../app.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { DICT_OPERATIONS as OP } from './operations.ts';
import { allDicts, listDictItems, listDicts } from './queries.ts';
import {
  createDict,
  createDictItem,
  deleteDictItems,
  deleteDicts,
  setDictEnabled,
  updateDict,
  updateDictItem,
} from './service.ts';

const tags = ['字典'];

export async function dictsModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/iams/v1/dict',
    { config: { access: 'dict:list' }, schema: { tags, summary: '字典列表', querystring: dictQuery } },
    async (req) => listDicts(db, req.query),
  );
  app.get(
    '/iams/v1/dict/all',
    { config: { access: 'authenticated' }, schema: { tags, summary: '全部启用的字典及字典项' } },
    async (req) => ok(await allDicts(db, currentUser(req))),
  );
  app.post(
    '/iams/v1/dict',
    { config: { access: 'dict:add', operation: OP.add }, schema: { tags, summary: '新增字典', body: dictBody } },
    async (req) => ok(await createDict(db, actorOf(req), req.body), MSG.added),
  );
  app.put(
    '/iams/v1/dict',
    {
      config: { access: 'dict:edit', operation: OP.edit },
      schema: { tags, summary: '修改字典', body: dictUpdateBody },
    },
    async (req) => ok(await updateDict(db, actorOf(req), req.body), MSG.updated),
  );
  app.patch(
    '/iams/v1/dict/:id/enabled',
    {
      config: { access: 'dict:edit', operation: OP.enable },
      schema: { tags, summary: '启用/禁用字典', params: idParam, body: dictEnableBody },
    },
    async (req) => ok(await setDictEnabled(db, actorOf(req), req.params.id, req.body.enabled), MSG.updated),
  );
  app.delete(
    '/iams/v1/dict',
    { config: { access: 'dict:del', operation: OP.del }, schema: { tags, summary: '删除字典', body: idsBody } },
    async (req) => {
      await deleteDicts(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );

  app.get(
    '/iams/v1/dictDetail',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '字典项（按字典名称）', querystring: dictDetailQuery },
    },
    async (req) => listDictItems(db, currentUser(req), req.query),
  );
  app.post(
    '/iams/v1/dictDetail',
    {
      config: { access: 'dict:add', operation: OP.addItem },
      schema: { tags, summary: '新增字典项', body: dictDetailBody },
    },
    async (req) => ok(await createDictItem(db, actorOf(req), req.body), MSG.added),
  );
  app.put(
    '/iams/v1/dictDetail/:id',
    {
      config: { access: 'dict:edit', operation: OP.editItem },
      schema: { tags, summary: '修改字典项', params: idParam, body: dictDetailBody },
    },
    async (req) => ok(await updateDictItem(db, actorOf(req), req.params.id, req.body), MSG.updated),
  );
  app.delete(
    '/iams/v1/dictDetail',
    { config: { access: 'dict:del', operation: OP.delItem }, schema: { tags, summary: '删除字典项', body: idsBody } },
    async (req) => {
      await deleteDictItems(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
