import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { MSG } from '@risk/shared/messages';
import { isPermissionCode } from '@risk/shared/permissions';
import { emptyEnvelope, envelope, fileAnswer, idParam, idsBody, pageEnvelope, type PageQuery } from '@risk/shared/wire';
import type { Access } from '../auth/access.ts';
import { actorOf, type Actor } from '../audit/operation-log.ts';
import { ok, page } from './envelope.ts';

/**
 * The routes every record screen has, declared once: list, one record, add, edit, delete and a
 * file download. A module names its path, its words and its service calls; the factory adds the
 * access codes (`<permission>:add|edit|del`), the operation-log entries (新增/编辑/删除 + noun, under
 * the module's name, which is also its OpenAPI tag), the answer schemas and the envelopes. Routes
 * a screen has beyond these (imports, templates, enabling) the module registers itself.
 */
export interface CrudRoutes<Q extends ZodType, B extends ZodType, U extends ZodType> {
  base: string;
  /** the module's name: OpenAPI tag and operation-log module */
  module: string;
  /** what one record is called, as in 新增<noun> */
  noun: string;
  /** the permission prefix of add, edit and delete */
  permission: string;
  /** the answer row of the list and of one record */
  row: ZodType;
  /** who may read the list and a record (default: every signed-in user) */
  readAccess?: Access;
  list: {
    summary: string;
    query: Q;
    run: (query: z.output<Q>, req: FastifyRequest) => Promise<{ rows: unknown[]; total: number }>;
  };
  get: { summary?: string; run: (id: number, req: FastifyRequest) => Promise<unknown> };
  /** `body` absent: the request is read by `run` itself (multipart forms) */
  add: { summary?: string; body?: B; run: (actor: Actor, body: z.output<B>, req: FastifyRequest) => Promise<number> };
  edit: { summary?: string; body?: U; run: (actor: Actor, body: z.output<U>, req: FastifyRequest) => Promise<void> };
  remove: { summary?: string; run: (actor: Actor, ids: number[]) => Promise<void> };
  download?: {
    path: string;
    access: Access;
    summary: string;
    params?: ZodType;
    querystring?: ZodType;
    run: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  };
}

export function crudRoutes<Q extends ZodType, B extends ZodType, U extends ZodType>(
  scope: FastifyInstance,
  spec: CrudRoutes<Q, B, U>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = [spec.module];
  const read = spec.readAccess ?? 'authenticated';
  const writing = (code: string, verb: string) => {
    const access = `${spec.permission}:${code}`;
    if (!isPermissionCode(access)) throw new Error(`${spec.base}: 权限标识 ${access} 未登记`);
    return { access, operation: { module: spec.module, action: `${verb}${spec.noun}` } };
  };

  app.get(
    spec.base,
    {
      config: { access: read },
      schema: {
        tags,
        summary: spec.list.summary,
        querystring: spec.list.query,
        response: { 200: pageEnvelope(spec.row) },
      },
    },
    async (req) => {
      const query = req.query as z.output<Q>;
      const { rows, total } = await spec.list.run(query, req);
      return page(rows, total, query as unknown as Pick<PageQuery, 'page' | 'size'>);
    },
  );

  if (spec.download) {
    const d = spec.download;
    app.get(
      `${spec.base}${d.path}`,
      {
        config: { access: d.access },
        schema: {
          tags,
          response: { 200: fileAnswer },
          produces: ['application/octet-stream'],
          summary: d.summary,
          ...(d.params ? { params: d.params } : {}),
          ...(d.querystring ? { querystring: d.querystring } : {}),
        },
      },
      async (req, reply) => d.run(req, reply),
    );
  }

  app.get(
    `${spec.base}/:id`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: spec.get.summary ?? `${spec.noun}详情`,
        params: idParam,
        response: { 200: envelope(spec.row) },
      },
    },
    async (req) => ok(await spec.get.run(req.params.id, req)),
  );

  app.post(
    spec.base,
    {
      config: writing('add', '新增'),
      schema: {
        tags,
        summary: spec.add.summary ?? `新增${spec.noun}`,
        ...(spec.add.body ? { body: spec.add.body } : {}),
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (req) => ok({ id: await spec.add.run(actorOf(req), req.body as z.output<B>, req) }, MSG.added),
  );

  app.put(
    spec.base,
    {
      config: writing('edit', '编辑'),
      schema: {
        tags,
        summary: spec.edit.summary ?? `编辑${spec.noun}`,
        ...(spec.edit.body ? { body: spec.edit.body } : {}),
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await spec.edit.run(actorOf(req), req.body as z.output<U>, req);
      return ok(null, MSG.updated);
    },
  );

  app.delete(
    spec.base,
    {
      config: writing('del', '删除'),
      schema: {
        tags,
        summary: spec.remove.summary ?? `删除${spec.noun}（ID 数组）`,
        body: idsBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await spec.remove.run(actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
