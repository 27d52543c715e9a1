import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { dictCalls as calls } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
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

export async function dictsModule(app: FastifyInstance, { db }: AppContext) {
  route(app, calls.list, { tags, summary: '字典列表' }, async (req) => listDicts(db, req.query));
  route(app, calls.all, { tags, summary: '全部启用的字典及字典项' }, async (req) =>
    ok(await allDicts(db, currentUser(req))),
  );
  route(app, calls.create, { tags, summary: '新增字典', operation: OP.add }, async (req) =>
    ok(await createDict(db, actorOf(req), req.body), MSG.added),
  );
  route(app, calls.update, { tags, summary: '修改字典', operation: OP.edit }, async (req) =>
    ok(await updateDict(db, actorOf(req), req.body), MSG.updated),
  );
  route(app, calls.setEnabled, { tags, summary: '启用/禁用字典', operation: OP.enable }, async (req) =>
    ok(await setDictEnabled(db, actorOf(req), req.params.id, req.body.enabled), MSG.updated),
  );
  route(app, calls.remove, { tags, summary: '删除字典', operation: OP.del }, async (req) => {
    await deleteDicts(db, actorOf(req), req.body);
    return ok(null, MSG.deleted);
  });

  route(app, calls.items, { tags, summary: '字典项（按字典名称）' }, async (req) =>
    listDictItems(db, currentUser(req), req.query),
  );
  route(app, calls.createItem, { tags, summary: '新增字典项', operation: OP.addItem }, async (req) =>
    ok(await createDictItem(db, actorOf(req), req.body), MSG.added),
  );
  route(app, calls.updateItem, { tags, summary: '修改字典项', operation: OP.editItem }, async (req) =>
    ok(await updateDictItem(db, actorOf(req), req.params.id, req.body), MSG.updated),
  );
  route(app, calls.removeItems, { tags, summary: '删除字典项', operation: OP.delItem }, async (req) => {
    await deleteDictItems(db, actorOf(req), req.body);
    return ok(null, MSG.deleted);
  });
}
