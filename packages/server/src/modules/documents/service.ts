import type { FastifyInstance } from 'fastify';
import { FILE_MSG } from '@risk/shared/files';
import { MSG } from '@risk/shared/messages';
import type { AnswerIn, AnyEndpoint } from '@risk/shared/api/endpoint';
import type { DbOrTx } from '../../db/client.ts';
import { actorOf, type Actor } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { route, type CallRequest } from '../../platform/http/route.ts';
import { loadFile, sendFile, type FileOwner, type LoadedFile } from '../files/service.ts';

/**
 * The kit of the record screens (the five content documents and the configuration tables): their
 * routes registered from the shared tables, and the file a document holds.
 */

/** A record as a call answers it (the `content` of its answer, as written). */
type RecordIn<E extends AnyEndpoint> = AnswerIn<E> extends { content: infer C } ? C : never;
/** One row of a paged list, as written. */
type ListRowIn<E extends AnyEndpoint> = RecordIn<E> extends { content: { content: infer R }[] } ? R : never;

/** The calls of `recordCalls` (packages/shared/src/api/record-calls.ts). */
export interface RecordTable {
  list: AnyEndpoint;
  detail: AnyEndpoint;
  add: AnyEndpoint;
  edit: AnyEndpoint;
  remove: AnyEndpoint;
}

/** Reads one page of a list: its rows and the total the filters match. */
export type ListRun<E extends AnyEndpoint> = (req: CallRequest<E>) => Promise<{ rows: ListRowIn<E>[]; total: number }>;

/** A paged list: the service answers its rows and total, the route wraps them in the page envelope. */
export function listRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  call: E,
  words: { module: string; summary: string },
  run: ListRun<E>,
): void {
  route(app, call, { tags: [words.module], summary: words.summary }, async (req) => {
    const { rows, total } = await run(req);
    const query = req.query as { page: number; size: number };
    return page(rows, total, query) as AnswerIn<E>;
  });
}

/** A record's file, sent under its original name (`inline`: for the browser's viewer). */
export function downloadRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  call: E,
  words: { module: string; summary: string },
  open: (req: CallRequest<E>) => Promise<LoadedFile>,
  inline: (req: CallRequest<E>) => boolean = () => false,
): void {
  route(app, call, { tags: [words.module], summary: words.summary }, async (req, reply) =>
    sendFile(reply, await open(req), inline(req)),
  );
}

/**
 * The routes of a record screen from its table: list, one record, add, edit and delete. A module
 * names its words and its service calls; access and paths come from the table, the operation-log
 * entries (新增/编辑/删除 + noun, under the module's name, also its OpenAPI tag) and the answers'
 * messages from here. Calls a screen has beyond these the module registers itself.
 */
export interface RecordRoutes<T extends RecordTable> {
  /** the module's name: OpenAPI tag and operation-log module */
  module: string;
  /** what one record is called, as in 新增<noun> */
  noun: string;
  list: { summary: string; run: ListRun<T['list']> };
  detail: { summary?: string; run: (req: CallRequest<T['detail']>) => Promise<RecordIn<T['detail']>> };
  add: { summary?: string; run: (actor: Actor, req: CallRequest<T['add']>) => Promise<number> };
  edit: { summary?: string; run: (actor: Actor, req: CallRequest<T['edit']>) => Promise<void> };
  remove: { summary?: string; run: (actor: Actor, ids: number[]) => Promise<void> };
}

export function recordRoutes<T extends RecordTable>(app: FastifyInstance, calls: T, spec: RecordRoutes<T>): void {
  const tags = [spec.module];
  const operation = (verb: string) => ({ module: spec.module, action: `${verb}${spec.noun}` });

  listRoute(app, calls.list, { module: spec.module, summary: spec.list.summary }, spec.list.run);

  route<T['detail']>(
    app,
    calls.detail,
    { tags, summary: spec.detail.summary ?? `${spec.noun}详情` },
    async (req) => ok(await spec.detail.run(req)) as AnswerIn<T['detail']>,
  );

  route<T['add']>(
    app,
    calls.add,
    { tags, summary: spec.add.summary ?? `新增${spec.noun}`, operation: operation('新增') },
    async (req) => ok({ id: await spec.add.run(actorOf(req), req) }, MSG.added) as AnswerIn<T['add']>,
  );

  route<T['edit']>(
    app,
    calls.edit,
    { tags, summary: spec.edit.summary ?? `编辑${spec.noun}`, operation: operation('编辑') },
    async (req) => {
      await spec.edit.run(actorOf(req), req);
      return ok(null, MSG.updated) as AnswerIn<T['edit']>;
    },
  );

  route<T['remove']>(
    app,
    calls.remove,
    { tags, summary: spec.remove.summary ?? `删除${spec.noun}（ID 数组）`, operation: operation('删除') },
    async (req) => {
      await spec.remove.run(actorOf(req), req.body as number[]);
      return ok(null, MSG.deleted) as AnswerIn<T['remove']>;
    },
  );
}

/** The one file a document holds, for its download; a document saved without one answers the notice. */
export async function documentFile(db: DbOrTx, fileId: string | null, owner: FileOwner): Promise<LoadedFile> {
  if (!fileId) throw notFound(FILE_MSG.noDownload);
  return loadFile(db, fileId, owner);
}
