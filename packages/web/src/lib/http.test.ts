import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { MessageInstance } from 'antd/es/message/interface';
import { MSG } from '@risk/shared/messages';
import { poolCalls } from '@risk/shared/api/pool';
import { verificationCalls } from '@risk/shared/api/verification';
import { api, HttpError, MAX_RETRY_WAIT_MS, retryWaitMs } from './http.ts';
import { bindNotify } from './notify.ts';

/**
 * What a clerk sees while the database is away (scripts/faults/pg-outage.ts): the server answers
 * 503 with its Chinese message, which the error notice shows; an answer without a message (a
 * balancer's own page) or no answer at all shows 接口请求失败.
 */
const shown: string[] = [];

beforeEach(() => {
  shown.length = 0;
  bindNotify(
    { error: ({ description }: { description: string }) => shown.push(description) } as unknown as NotificationInstance,
    {} as MessageInstance,
  );
});
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string, type = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } })),
  );

describe('HTTP errors while the database is unavailable', () => {
  it('when the server answers 503 with its message then the notice shows that message', async () => {
    answer(503, JSON.stringify({ status: 503, message: MSG.databaseUnavailable, content: null }));
    await expect(api.read(poolCalls.total)).rejects.toMatchObject({
      status: 503,
      message: MSG.databaseUnavailable,
    });
    expect(shown).toEqual([MSG.databaseUnavailable]);
  });

  it('when a 503 carries no message (a balancer page) then the notice says 接口请求失败', async () => {
    answer(503, '<html>Service Unavailable</html>', 'text/html');
    await expect(api.read(poolCalls.total)).rejects.toBeInstanceOf(HttpError);
    expect(shown).toEqual(['接口请求失败']);
  });

  it('when nothing answers then the notice says 接口请求失败', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(api.write(verificationCalls.dispatch, { body: { ids: [1] } })).rejects.toMatchObject({
      status: 0,
      message: '接口请求失败',
    });
    expect(shown).toEqual(['接口请求失败']);
  });
});

/**
 * The embedded database's bounded queue answers 503 系统繁忙 with Retry-After before the request
 * touches the database (docs/security.md): a read waits that long and asks once more; a write is
 * left to the clerk, after the notice.
 */
describe('a busy server (503 with Retry-After)', () => {
  const busy = () =>
    new Response(JSON.stringify({ status: 503, message: MSG.serverBusy, content: null }), {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '2' },
    });
  const served = () =>
    new Response(JSON.stringify({ status: 200, message: 'ok', content: 7 }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  const answers = (...responses: (() => Response)[]) => {
    const fetch = vi.fn(async () => (responses.shift() ?? served)());
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };
  afterEach(() => vi.useRealTimers());

  it('when a read is refused as busy then it is sent again after Retry-After, not before, and its answer is used without a notice', async () => {
    vi.useFakeTimers();
    const fetch = answers(busy, served);
    const read = api.read(poolCalls.total);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toBe(7);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(shown).toEqual([]);
  });

  it('when the read is refused again then it is not sent a third time and the notice shows 系统繁忙', async () => {
    vi.useFakeTimers();
    const fetch = answers(busy, busy, served);
    const read = expect(api.read(poolCalls.total)).rejects.toMatchObject({ status: 503, message: MSG.serverBusy });
    await vi.advanceTimersByTimeAsync(2_000);
    await read;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(shown).toEqual([MSG.serverBusy]);
  });

  it('when a write is refused as busy then it is not sent again and the notice shows 系统繁忙', async () => {
    const fetch = answers(busy, served);
    await expect(api.write(verificationCalls.dispatch, { body: { ids: [1] } })).rejects.toMatchObject({
      status: 503,
      message: MSG.serverBusy,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([MSG.serverBusy]);
  });

  it('when a 503 names no wait (the database unreachable) then the read is not sent again', async () => {
    const fetch = answers(
      () =>
        new Response(JSON.stringify({ status: 503, message: MSG.databaseUnavailable, content: null }), { status: 503 }),
      served,
    );
    await expect(api.read(poolCalls.total)).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the page is left during the wait then the read is not sent again', async () => {
    vi.useFakeTimers();
    const fetch = answers(busy, served);
    const leave = new AbortController();
    const read = expect(api.read(poolCalls.total, { signal: leave.signal })).rejects.toMatchObject({
      message: 'cancelled',
    });
    await vi.advanceTimersByTimeAsync(500);
    leave.abort();
    await read;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when Retry-After is an HTTP date, missing, unreadable or longer than a read waits then the wait is read so', () => {
    const now = Date.parse('2026-12-03T08:00:00Z');
    const with503 = (value?: string) =>
      new Response(null, { status: 503, headers: value === undefined ? {} : { 'retry-after': value } });
    expect(retryWaitMs(with503('2'), now)).toBe(2_000);
    expect(retryWaitMs(with503('Thu, 03 Dec 2026 08:00:05 GMT'), now)).toBe(5_000);
    expect(retryWaitMs(with503('Thu, 03 Dec 2026 07:59:00 GMT'), now)).toBe(0);
    expect(retryWaitMs(with503(String(MAX_RETRY_WAIT_MS / 1000 + 1)), now)).toBeUndefined();
    expect(retryWaitMs(with503('soon'), now)).toBeUndefined();
    expect(retryWaitMs(with503(), now)).toBeUndefined();
    expect(retryWaitMs(new Response(null, { status: 429, headers: { 'retry-after': '2' } }), now)).toBeUndefined();
  });
});
