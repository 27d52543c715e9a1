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
import { idParam, idsBody, envelope, pageEnvelope, emptyEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
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
import {
  DICTS_PATH,
  DICTS_ALL_PATH,
  DICT_DETAIL_PATH,
  dictRow,
  dictWithItems,
  dictEntity,
  dictItemRow,
} from '@risk/shared/api/system';
import { z } from 'zod';

const tags = ['字典'];

export async function dictsModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    DICTS_PATH,
    {
      config: { access: 'dict:list' },
      schema: { response: { 200: pageEnvelope(dictRow) }, tags, summary: '字典列表', querystring: dictQuery },
    },
    async (req) => listDicts(db, req.query),
  );
  app.get(
    DICTS_ALL_PATH,
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: envelope(z.array(dictWithItems)) }, tags, summary: '全部启用的字典及字典项' },
    },
    async (req) => ok(await allDicts(db, currentUser(req))),
  );
  app.post(
    DICTS_PATH,
    {
      config: { access: 'dict:add', operation: OP.add },
      schema: { response: { 200: envelope(dictEntity) }, tags, summary: '新增字典', body: dictBody },
    },
    async (req) => ok(await createDict(db, actorOf(req), req.body), MSG.added),
  );
  app.put(
    DICTS_PATH,
    {
      config: { access: 'dict:edit', operation: OP.edit },
      schema: { response: { 200: envelope(dictEntity) }, tags, summary: '修改字典', body: dictUpdateBody },
    },
    async (req) => ok(await updateDict(db, actorOf(req), req.body), MSG.updated),
  );
  app.patch(
    `${DICTS_PATH}/:id/enabled`,
    {
      config: { access: 'dict:edit', operation: OP.enable },
      schema: {
        response: { 200: envelope(dictEntity) },
        tags,
        summary: '启用/禁用字典',
        params: idParam,
        body: dictEnableBody,
      },
    },
    async (req) => ok(await setDictEnabled(db, actorOf(req), req.params.id, req.body.enabled), MSG.updated),
  );
  app.delete(
    DICTS_PATH,
    {
      config: { access: 'dict:del', operation: OP.del },
      schema: { response: { 200: emptyEnvelope }, tags, summary: '删除字典', body: idsBody },
    },
    async (req) => {
      await deleteDicts(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );

  app.get(
    DICT_DETAIL_PATH,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: pageEnvelope(dictItemRow) },
        tags,
        summary: '字典项（按字典名称）',
        querystring: dictDetailQuery,
      },
    },
    async (req) => listDictItems(db, currentUser(req), req.query),
  );
  app.post(
    DICT_DETAIL_PATH,
    {
      config: { access: 'dict:add', operation: OP.addItem },
      schema: { response: { 200: envelope(dictItemRow) }, tags, summary: '新增字典项', body: dictDetailBody },
    },
    async (req) => ok(await createDictItem(db, actorOf(req), req.body), MSG.added),
  );
  app.put(
    `${DICT_DETAIL_PATH}/:id`,
    {
      config: { access: 'dict:edit', operation: OP.editItem },
      schema: {
        response: { 200: envelope(dictItemRow) },
        tags,
        summary: '修改字典项',
        params: idParam,
        body: dictDetailBody,
      },
    },
    async (req) => ok(await updateDictItem(db, actorOf(req), req.params.id, req.body), MSG.updated),
  );
  app.delete(
    DICT_DETAIL_PATH,
    {
      config: { access: 'dict:del', operation: OP.delItem },
      schema: { response: { 200: emptyEnvelope }, tags, summary: '删除字典项', body: idsBody },
    },
    async (req) => {
      await deleteDictItems(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
