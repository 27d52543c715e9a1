import type { Envelope, Page } from '@risk/shared/wire';
import {
  pathOf,
  type AnyEndpoint,
  type BodyIn,
  type ContentOf,
  type ParamsIn,
  type QueryIn,
  type RowOf,
} from '@risk/shared/api/endpoint';
import { notify } from './notify.ts';
import { takeEarly } from './early-fetch.ts';
import { toQueryString } from './params.ts';
import { getToken, POINT_KEY, removeToken } from './token.ts';
import Cookies from 'js-cookie';

/** Request timeout; long enough for large imports and exports. */
const TIMEOUT_MS = 1_200_000;
export const API_BASE = '/api/pres';

/** A failed call, after its notice has been shown. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly content?: unknown,
  ) {
    super(message);
  }
}

/** What the HTTP layer does on a 403 (set by the router: go to /401). */
let onForbidden: () => void = () => window.location.assign('/401');
export const setForbiddenHandler = (fn: () => void) => (onForbidden = fn);

interface RequestOptions {
  params?: Record<string, unknown>;
  body?: unknown;
  /** don't show the error notice (the caller shows its own) */
  silent?: boolean;
  signal?: AbortSignal;
}

const STATUS_TEXT: Record<number, string> = { 500: '接口请求失败', 502: '网络连接错误', 504: '接口响应超时' };

/** The error catalogue, in one place. */
function fail(status: number, message: string | undefined, silent: boolean, content?: unknown): never {
  if (status === 401) {
    removeToken();
    Cookies.set(POINT_KEY, '401');
    window.location.reload();
  } else if (status === 403) {
    onForbidden();
  } else if (!silent) {
    notify.error(message || STATUS_TEXT[status] || '接口请求失败');
  }
  throw new HttpError(status, message || STATUS_TEXT[status] || '接口请求失败', content);
}

/** The longest Retry-After a read waits out before its one retry; a longer one is shown as the failure. */
export const MAX_RETRY_WAIT_MS = 10_000;

/**
 * How long a 503 asks its client to wait (`Retry-After`: seconds or an HTTP date), when a read
 * should wait that long and ask once more: the embedded database's bounded queue answers 503
 * 系统繁忙 with `Retry-After: 2` before the request touches the database (docs/security.md). A 503
 * without it (the database unreachable, a balancer's page) or with a wait past MAX_RETRY_WAIT_MS
 * is not retried.
 */
export function retryWaitMs(res: Response, now = Date.now()): number | undefined {
  const header = res.status === 503 ? res.headers.get('retry-after')?.trim() : undefined;
  if (!header) return undefined;
  const ms = /^\d+$/.test(header) ? Number(header) * 1000 : Date.parse(header) - now;
  if (Number.isNaN(ms)) return undefined;
  const wait = Math.max(0, ms);
  return wait <= MAX_RETRY_WAIT_MS ? wait : undefined;
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error(String(signal.reason)));
      },
      { once: true },
    );
  });
}

async function send(method: string, url: string, opts: RequestOptions, raw: boolean): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), TIMEOUT_MS);
  opts.signal?.addEventListener('abort', () => controller.abort('cancelled'));
  const isForm = opts.body instanceof FormData;
  const early = method === 'GET' ? takeEarly(API_BASE + url + toQueryString(opts.params)) : undefined;
  const answered = early && (await early);
  if (answered) {
    clearTimeout(timer);
    return answered;
  }
  const attempt = () =>
    fetch(API_BASE + url + toQueryString(opts.params), {
      method,
      headers: {
        Authorization: getToken() ?? 'Bearer',
        ...(isForm || opts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: controller.signal,
    });
  try {
    const res = await attempt();
    // A read the server was too busy to start is asked once more after the wait it names. A write
    // is not: it is the clerk's to repeat, after the notice (系统繁忙，请稍后重试).
    const wait = method === 'GET' ? retryWaitMs(res) : undefined;
    if (wait === undefined) return res;
    await res.body?.cancel();
    await pause(wait, controller.signal);
    return await attempt();
  } catch (err) {
    if (controller.signal.reason === 'timeout') {
      notify.error('网络请求超时');
      throw new HttpError(0, '网络请求超时');
    }
    if (controller.signal.reason === 'cancelled') throw new HttpError(0, 'cancelled');
    if (!opts.silent) notify.error('接口请求失败');
    throw new HttpError(0, raw ? '下载失败' : '接口请求失败', err);
  } finally {
    clearTimeout(timer);
  }
}

/** Calls the API and answers the whole envelope; failures show their notice and throw HttpError. */
async function request<T>(method: string, url: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const res = await send(method, url, opts, false);
  let body: Partial<Envelope<T>> | undefined;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    body = undefined;
  }
  const status = body?.status ?? res.status;
  if (!res.ok || status >= 300) fail(status, body?.message, !!opts.silent, body?.content);
  return body as Envelope<T>;
}

/** A list page as the screens use it: the items unwrapped from their `content` objects, and the total. */
export const pageItems = <T>(p: Page<T>) => ({
  items: p.content.map((c) => c.content),
  total: p.metadata.totalElements,
});

/**
 * Downloads a file. A failed download whose body is JSON shows the message it carries, as any
 * other error does; the file name comes from Content-Disposition, else `fallbackName`.
 */
async function downloadFile(
  url: string,
  params: Record<string, unknown> | undefined,
  fallbackName: string,
  method = 'GET',
  body?: unknown,
) {
  const res = await send(method, url, { params, body }, true);
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const json = (await res.json().catch(() => ({}))) as Partial<Envelope<unknown>>;
    fail(json.status ?? res.status, json.message ?? '下载失败', false);
  }
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const name = match ? decodeURIComponent(match[1]) : fallbackName;
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** A part of a call's input the caller may leave out: absent from the call, or optional in its schema. */
type Optional<T> = undefined extends T ? true : false;

/** What a call of the shared tables is sent with: its path parameters, query and body, as its schemas take them. */
export type CallInput<E extends AnyEndpoint> = (Optional<ParamsIn<E>> extends true
  ? { params?: ParamsIn<E> }
  : { params: ParamsIn<E> }) &
  (Optional<BodyIn<E>> extends true ? { body?: BodyIn<E> } : { body: BodyIn<E> }) & {
    query?: QueryIn<E>;
    /** don't show the error notice (the caller shows its own) */
    silent?: boolean;
    signal?: AbortSignal;
  };

type Args<E extends AnyEndpoint> =
  Optional<ParamsIn<E>> extends true
    ? Optional<BodyIn<E>> extends true
      ? [input?: CallInput<E>]
      : [input: CallInput<E>]
    : [input: CallInput<E>];

const paramsOf = (input: { params?: unknown } | undefined) => input?.params as Record<string, unknown> | undefined;
const queryOf = (input: { query?: unknown } | undefined) => input?.query as Record<string, unknown> | undefined;

/** The URL of a call under /api/pres, as the early fetches of the big screens spell it. */
export const urlOf = <E extends AnyEndpoint>(endpoint: E, ...[input]: Args<E>) =>
  API_BASE + pathOf(endpoint, paramsOf(input)) + toQueryString(queryOf(input));

/**
 * The query key of a call: its area first, so a write in the area (`refreshArea`) refreshes every
 * list, card and detail the area answers.
 */
export const callKey = <E extends AnyEndpoint>(endpoint: E, ...[input]: Args<E>) =>
  [endpoint.area, endpoint.path, paramsOf(input) ?? null, queryOf(input) ?? null] as const;

const sendCall = <C>(endpoint: AnyEndpoint, input: Partial<CallInput<AnyEndpoint>> | undefined) =>
  request<C>(endpoint.method, pathOf(endpoint, paramsOf(input)), {
    params: queryOf(input),
    body: input?.body,
    silent: input?.silent,
    signal: input?.signal,
  });

/**
 * The one way the screens call the API: through a call of the tables in `@risk/shared/api`, typed by
 * its schemas. Failures show their notice (unless `silent`) and throw HttpError.
 */
export const api = {
  /** The answer's content (reads). */
  read: <E extends AnyEndpoint>(endpoint: E, ...[input]: Args<E>): Promise<ContentOf<E>> =>
    sendCall<ContentOf<E>>(endpoint, input).then((e) => e.content),
  /** The whole envelope: a write's message is the success notice. */
  write: <E extends AnyEndpoint>(endpoint: E, ...[input]: Args<E>): Promise<Envelope<ContentOf<E>>> =>
    sendCall<ContentOf<E>>(endpoint, input),
  /** One page of a list: the rows unwrapped from their `content` objects, and the total. */
  page: async <E extends AnyEndpoint>(
    endpoint: E,
    ...[input]: Args<E>
  ): Promise<{ items: RowOf<E>[]; total: number }> =>
    pageItems((await sendCall<Page<RowOf<E>>>(endpoint, input)).content),
  /** A multipart upload with the file in field `file`; the caller shows the report. */
  upload: <E extends AnyEndpoint>(endpoint: E, file: File, input?: Partial<CallInput<E>>) => {
    const form = new FormData();
    form.append('file', file);
    return request<ContentOf<E>>(endpoint.method, pathOf(endpoint, paramsOf(input)), {
      body: form,
      params: queryOf(input),
      silent: true,
    });
  },
  /** A multipart form of the caller's making (several files, fields beside them). */
  form: <E extends AnyEndpoint>(endpoint: E, form: FormData, input?: Partial<CallInput<E>>) =>
    request<ContentOf<E>>(endpoint.method, pathOf(endpoint, paramsOf(input)), { body: form, params: queryOf(input) }),
  /** Downloads a call's file answer (see `http.download`). */
  download: <E extends AnyEndpoint>(endpoint: E, fallbackName: string, ...[input]: Args<E>) =>
    downloadFile(pathOf(endpoint, paramsOf(input)), queryOf(input), fallbackName, endpoint.method, input?.body),
};
