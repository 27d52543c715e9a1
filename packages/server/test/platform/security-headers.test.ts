import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, HSTS } from '../../src/platform/http/security-headers.ts';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { createTestApp, injectOf, type TestApp } from '../helpers/test-app.ts';
import { sessionCalls } from '@risk/shared/api/system';

/** A stand-in for the built web app, so the pages the server answers with index.html are covered too. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');

let t: TestApp;
let token: string;
beforeAll(async () => {
  // the balancer: 10.0.0.2 (injected requests name their peer with remoteAddress)
  t = await createTestApp({ WEB_DIST: webDist, TRUST_PROXY: '10.0.0.2' });
  token = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function parseCsp(header: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

/** The URL a call is injected at. */
const urlOf = (call: AnyEndpoint) => injectOf(call).url as string;

describe('security headers', () => {
  // Documents (login, a big screen, the mini-app H5 page, a static asset, the API documentation)
  // and API answers of every kind.
  const cases: { what: string; url: string; method?: 'GET' | 'POST'; auth?: boolean; status: number; api?: true }[] = [
    { what: 'login page', url: '/login', status: 200 },
    { what: 'big screen (history-mode route)', url: '/screen/monitor', status: 200 },
    { what: 'mini-app H5 page', url: '/sp/fill/0000', status: 200 },
    { what: 'static asset', url: '/assets/app.js', status: 200 },
    { what: 'API documentation', url: '/api/docs/json', status: 200 },
    { what: 'API success', url: urlOf(sessionCalls.info), auth: true, status: 200, api: true },
    { what: 'API 401', url: urlOf(sessionCalls.info), status: 401, api: true },
    { what: 'API 400', url: urlOf(sessionCalls.login), method: 'POST', status: 400, api: true },
    { what: 'API 404', url: '/api/pres/nothing-here', status: 404, api: true },
    { what: 'health', url: '/api/health', status: 200, api: true },
  ];

  const answer = async (c: (typeof cases)[number]) => {
    const res = await t.call(c.auth ? token : null, {
      method: c.method ?? 'GET',
      url: c.url,
      ...(c.method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.status).toBe(c.status);
    return res.raw.headers;
  };

  for (const c of cases.filter((x) => !x.api)) {
    it(`${c.what}: the documents' CSP, frame denial, nosniff, referrer policy, no HSTS over plain HTTP`, async () => {
      const h = await answer(c);
      const csp = parseCsp(h['content-security-policy'] as string);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(Object.keys(csp).sort()).toEqual(Object.keys(CSP_DIRECTIVES).sort());
      // Nothing anywhere lets a script run from an inline block, an attribute or eval.
      for (const values of Object.values(csp)) {
        expect(values).not.toContain("'unsafe-eval'");
        expect(values).not.toContain('*');
      }
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['x-powered-by']).toBeUndefined();
      expect(h['strict-transport-security']).toBeUndefined();
    });
  }

  for (const c of cases.filter((x) => x.api)) {
    it(`${c.what}: a CSP that allows nothing, no caching, frame denial, nosniff, no HSTS over plain HTTP`, async () => {
      const h = await answer(c);
      expect(parseCsp(h['content-security-policy'] as string)).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(h['cache-control']).toBe('no-store');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('no-referrer');
      expect(h['cross-origin-resource-policy']).toBe('same-origin');
      expect(h['x-powered-by']).toBeUndefined();
      expect(h['strict-transport-security']).toBeUndefined();
    });
  }

  it('HSTS when the balancer says the client came over TLS', async () => {
    const tls = { 'x-forwarded-proto': 'https' };
    const res = await t.call(null, { url: '/login', headers: tls, remoteAddress: '10.0.0.2' });
    expect(res.raw.headers['strict-transport-security']).toBe(HSTS);
    const api = await t.send(token, sessionCalls.info, { headers: tls, remoteAddress: '10.0.0.2' });
    expect(api.raw.headers['strict-transport-security']).toBe(HSTS);
  });

  it('no HSTS when a client that is not the balancer says it came over TLS', async () => {
    const res = await t.call(null, { url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.raw.headers['strict-transport-security']).toBeUndefined();
  });
});
