import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './http.ts';

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
    g.__riskEarly = { '/api/pres/business/v1/bigScreen/riskNumber/month?months=12': Promise.resolve(json('early')) };
    expect(await http.get('/business/v1/bigScreen/riskNumber/month', { months: 12 })).toBe('early');
    expect(fetch).not.toHaveBeenCalled();
    expect(await http.get('/business/v1/bigScreen/riskNumber/month', { months: 12 })).toBe('from the server');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('another URL, or an early fetch that failed, goes to the server', async () => {
    const fetch = vi.fn(async () => json('from the server'));
    vi.stubGlobal('fetch', fetch);
    g.__riskEarly = { '/api/pres/business/v1/bigScreen/cityNumber': Promise.resolve(null) };
    expect(await http.get('/business/v1/bigScreen/cityNumber')).toBe('from the server');
    expect(await http.get('/business/v1/bigScreen/riskNumber/month', { months: 6 })).toBe('from the server');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
