import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerIn, AnyEndpoint, BodyOf, ParamsOf, QueryOf } from '@risk/shared/api/endpoint';
import type { OperationConfig } from '../audit/operation-log.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the call of `packages/shared/src/api` the route serves (every route under /api/pres has one) */
    endpoint?: AnyEndpoint;
  }
}

/** What the server adds to a call of the shared tables: its words for the OpenAPI page and the operation log. */
export interface RouteWords {
  summary: string;
  /** OpenAPI tags: the module's name */
  tags: string[];
  /** how a write names itself in the operation log (`false`: the service keeps its own log) */
  operation?: OperationConfig;
}

/** The request as the handler reads it: parameters, query and body parsed by the call's schemas. */
export type CallRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A handler answers the call's answer (checked by its schema when written) or sends a file through `reply`. */
export type CallHandler<E extends AnyEndpoint> = (
  req: CallRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerIn<E> | FastifyReply>;

/**
 * Registers the route of a call from its row in the shared table: method, path, access, parameter,
 * query and body schemas, the answer schema and the media types all come from the table, so the
 * server cannot serve a call the web does not know or answer other than the web reads.
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  words: RouteWords,
  handler: CallHandler<E>,
): void {
  const { shape } = endpoint;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: shape.access,
      endpoint,
      ...(words.operation === undefined ? {} : { operation: words.operation }),
    },
    schema: {
      tags: words.tags,
      summary: words.summary,
      ...(shape.params ? { params: shape.params } : {}),
      ...(shape.query ? { querystring: shape.query } : {}),
      ...(shape.body ? { body: shape.body } : {}),
      ...(shape.produces ? { produces: [...shape.produces] } : {}),
      response: { 200: shape.answer },
    },
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** Registration fails for a route under /api/pres that is not a call of the shared tables. */
export function registerEndpointContract(app: FastifyInstance) {
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/pres')) return;
    const endpoint = r.config?.endpoint;
    if (!endpoint)
      throw new Error(
        `路由 ${String(r.method)} ${r.url} 不是 packages/shared/src/api 中登记的调用：请用 route(app, 调用, …) 注册`,
      );
    // Fastify adds a HEAD route beside every GET, with the GET's config
    const method = r.method === 'HEAD' ? 'GET' : r.method;
    if (`/api/pres${endpoint.path}` !== r.url || endpoint.method !== method)
      throw new Error(`路由 ${String(r.method)} ${r.url} 与登记的调用 ${endpoint.method} ${endpoint.path} 不一致`);
  });
}
