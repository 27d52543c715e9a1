import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { MessageInstance } from 'antd/es/message/interface';
import { MSG } from '@risk/shared/messages';
import { poolCalls } from '@risk/shared/api/pool';
import { verificationCalls } from '@risk/shared/api/verification';
import { api, HttpError } from './http.ts';
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
