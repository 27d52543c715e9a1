import type { z } from 'zod';
import type { PermissionCode } from '../permissions.ts';

/**
 * One call of the API, spelled once: the server registers its route from it, the web calls through
 * it, the tests send it. An area's calls are one table (`poolCalls`, `verificationCalls`, …) built
 * with `callsOf`; no path of the API is written anywhere else (the lint refuses a path literal
 * outside `packages/shared/src/api`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: `public` (no login), `authenticated` (any signed-in user) or permission
 * codes (any one suffices; admin passes all). The server refuses everyone else; the web hides the
 * call's buttons from them.
 */
export type Access = 'public' | 'authenticated' | PermissionCode | readonly PermissionCode[];

/** What a call declares besides its method and path. */
export interface CallShape {
  access: Access;
  /** path parameters (`:id` in the path) */
  params?: z.ZodType;
  query?: z.ZodType;
  /** a JSON body; a multipart upload has none and says `multipart` */
  body?: z.ZodType;
  /** the whole 200 answer: `envelope(row)`, `pageEnvelope(row)`, `emptyEnvelope` or `fileAnswer` */
  answer: z.ZodType;
  /** the request is a multipart form (field `file`, or the form's fields), read by the handler */
  multipart?: true;
  /** media types of a file answer (`fileAnswer`) */
  produces?: readonly string[];
  /** the fields a list accepts in `sort=field,DIR` (a paged list only) */
  sort?: readonly string[];
  /** the sort when the caller names none */
  defaultSort?: string;
}

export interface Endpoint<M extends HttpMethod = HttpMethod, S extends CallShape = CallShape> {
  method: M;
  /** under /api/pres, path parameters as `:name` */
  path: string;
  /**
   * The area the call belongs to: a write refreshes every query of its area, so lists, cards and
   * details answered by the same area are refreshed together.
   */
  area: string;
  shape: S;
}

export type AnyEndpoint = Endpoint<HttpMethod, CallShape>;

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type In<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What the server's handler reads: the parsed path parameters, query string and body. */
export type ParamsOf<E extends AnyEndpoint> = Out<E['shape']['params']>;
export type QueryOf<E extends AnyEndpoint> = Out<E['shape']['query']>;
export type BodyOf<E extends AnyEndpoint> = Out<E['shape']['body']>;
/** What a caller sends: the schemas' inputs. */
export type ParamsIn<E extends AnyEndpoint> = In<E['shape']['params']>;
export type QueryIn<E extends AnyEndpoint> = In<E['shape']['query']>;
export type BodyIn<E extends AnyEndpoint> = In<E['shape']['body']>;
/** The whole answer as written (the envelope) and as read. */
export type AnswerIn<E extends AnyEndpoint> = z.input<E['shape']['answer']>;
export type AnswerOf<E extends AnyEndpoint> = z.output<E['shape']['answer']>;
/** The answer's `content`. */
export type ContentOf<E extends AnyEndpoint> = AnswerOf<E> extends { content: infer C } ? C : never;
/** One row of a paged list's answer. */
export type RowOf<E extends AnyEndpoint> = ContentOf<E> extends { content: { content: infer R }[] } ? R : never;

/**
 * The calls of an area under one base path: `calls.get('/total', { … })` is GET `<base>/total`.
 * `area` names the group a write refreshes; several bases may share one area.
 */
export function callsOf(area: string, base: string) {
  const at =
    <M extends HttpMethod>(method: M) =>
    <const S extends CallShape>(sub: string, shape: S): Endpoint<M, S> => ({
      method,
      path: `${base}${sub}`,
      area,
      shape,
    });
  return { base, get: at('GET'), post: at('POST'), put: at('PUT'), patch: at('PATCH'), delete: at('DELETE') };
}

/** The path of a call with its parameters filled in (each encoded). */
export function pathOf(endpoint: AnyEndpoint, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${endpoint.path}: 缺少路径参数 ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Every call of the tables given, for walking them (tests, the spec's list of calls). */
export function endpointsIn(...tables: Record<string, AnyEndpoint>[]): AnyEndpoint[] {
  return tables.flatMap((t) => Object.values(t));
}
