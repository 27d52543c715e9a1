import { afterEach, describe, expect, it, vi } from 'vitest';
import { bigScreenCalls } from '@risk/shared/api/bigScreen';
import { api, urlOf } from './http.ts';

const byMonth = (months: number) => ({ query: { months } });

/** The answers the preload script fetched before the bundle ran (vite.config.ts, lib/early-fetch.ts). */
const g = globalThis as { __riskEarly?: Record<string, Promise<Response | null>> };
const json = (content: unknown) => new Response(JSON.stringify({ status: 200, message: '成功', content }));

afterEach(() => {
  vi.unstubAllGlobals();
  delete g.__riskEarly;
});

describe('early answers', () => {
  it('the first GET of a URL fetched early takes that answer, once; the next one asks the server', async () => {
    const fetch = vi.fn(async () => json('from the server'));
    vi.stubGlobal('fetch', fetch);
    g.__riskEarly = { [urlOf(bigScreenCalls.riskNumberByMonth, byMonth(12))]: Promise.resolve(json('early')) };
    expect(await api.read(bigScreenCalls.riskNumberByMonth, byMonth(12))).toBe('early');
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.read(bigScreenCalls.riskNumberByMonth, byMonth(12))).toBe('from the server');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('another URL, or an early fetch that failed, goes to the server', async () => {
    const fetch = vi.fn(async () => json('from the server'));
    vi.stubGlobal('fetch', fetch);
    g.__riskEarly = { [urlOf(bigScreenCalls.cityNumber)]: Promise.resolve(null) };
    expect(await api.read(bigScreenCalls.cityNumber)).toBe('from the server');
    expect(await api.read(bigScreenCalls.riskNumberByMonth, byMonth(6))).toBe('from the server');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
