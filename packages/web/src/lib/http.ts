import type { Envelope, Page } from '@risk/shared/wire';
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
  try {
    return await fetch(API_BASE + url + toQueryString(opts.params), {
      method,
      headers: {
        Authorization: getToken() ?? 'Bearer',
        ...(isForm || opts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: controller.signal,
    });
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
export async function request<T>(method: string, url: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
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

export const http = {
  get: <T>(url: string, params?: Record<string, unknown>, opts: Omit<RequestOptions, 'params'> = {}) =>
    request<T>('GET', url, { ...opts, params }).then((e) => e.content),
  post: <T = null>(url: string, body?: unknown, opts: RequestOptions = {}) =>
    request<T>('POST', url, { ...opts, body }),
  put: <T = null>(url: string, body?: unknown, opts: RequestOptions = {}) => request<T>('PUT', url, { ...opts, body }),
  patch: <T = null>(url: string, body?: unknown, opts: RequestOptions = {}) =>
    request<T>('PATCH', url, { ...opts, body }),
  del: <T = null>(url: string, body?: unknown, opts: RequestOptions = {}) =>
    request<T>('DELETE', url, { ...opts, body }),
  /** One page of a list: the items unwrapped from their `content` objects, and the total. */
  page: async <T>(url: string, params: Record<string, unknown>) => pageItems(await http.get<Page<T>>(url, params)),
  /** multipart upload with the file in field `file` */
  upload: <T = unknown>(url: string, file: File, params?: Record<string, unknown>) => {
    const form = new FormData();
    form.append('file', file);
    return request<T>('POST', url, { body: form, params, silent: true });
  },
  /**
   * Downloads a file. A failed download whose body is JSON shows the message it carries, as any
   * other error does; the file name comes from Content-Disposition, else `fallbackName`.
   */
  download: async (
    url: string,
    params: Record<string, unknown> | undefined,
    fallbackName: string,
    method: 'GET' | 'PATCH' = 'GET',
    body?: unknown,
  ) => {
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
  },
};
