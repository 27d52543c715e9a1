import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The Content-Security-Policy of every answer (web app, big screens, the mini-app H5 page, the API
 * and its documentation). Scripts come only from this origin: the built web app has no inline
 * script and no eval. Styles allow inline because antd (CSS-in-JS) writes <style> elements at run
 * time and ECharts writes style attributes into its tooltips; a style cannot run code.
 * docs/security.md explains each directive.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ["'none'"],
  'manifest-src': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

export function cspHeader(): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** HSTS: two years; sent only on answers that reached the client over TLS (directly or through the balancer). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** What helmet is asked for (CSP above; HSTS and Permissions-Policy are added per answer below). */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES as unknown as Record<string, string[]> },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Set below only for TLS requests: on plain HTTP (an intranet demo) the header is ignored by
  // browsers anyway, and sending it from a host reached by IP would only confuse.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: true,
  xDnsPrefetchControl: { allow: false },
  xDownloadOptions: true,
  xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
  xPoweredBy: true,
  xXssProtection: true,
};

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Headers any answer carries without helmet (Fastify's and Node's own). */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet writes with HELMET_OPTIONS, read once from a throwaway instance. The
 * @fastify/helmet plugin rebuilds helmet for every request (parsing the CSP directives each time),
 * about 3 % of the server's time on a list; the headers never change, so they are computed here once.
 */
async function helmetHeaders(): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const res = await probe.inject({ url: '/' });
  await probe.close();
  return Object.entries(res.raw.res.getHeaders())
    .filter(([name]) => !NOT_HELMETS.has(name))
    .map(([name, value]) => [name, String(value)]);
}

/**
 * What an API answer (JSON, a file download) carries instead of the documents' set, as the OWASP
 * REST Security Cheat Sheet advises: it loads nothing, so its CSP allows nothing; it must not sit in
 * a browser's or proxy's cache (it carries personal data; a route that may be cached says so); it is
 * never framed or sniffed. The documents' headers that only a page reads (COOP, Permissions-Policy,
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control …) are left off: 700 bytes an answer that no
 * browser reads for JSON.
 */
const API_HEADERS: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['cache-control', 'no-store'],
];

/** API answers: under /api except the documentation's pages (Swagger UI is a document). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every answer, 404s and errors included: for documents (the web app, big
 * screens, the mini-app H5 page, static assets, the API documentation) CSP, frame denial (CSP and
 * X-Frame-Options for old browsers), nosniff, a strict referrer policy, cross-origin isolation of
 * the window and resources; for API answers the set above; HSTS on both when the request came over
 * TLS. Written on the raw response at the first hook, as helmet does, so they survive whatever
 * answers the request.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const documentHeaders = await helmetHeaders();
  documentHeaders.push(['permissions-policy', PERMISSIONS_POLICY]);
  app.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of isApiAnswer(req.url) ? API_HEADERS : documentHeaders) res.setHeader(name, value);
    // req.protocol reads X-Forwarded-Proto only from a proxy named in TRUST_PROXY (the balancer that terminates TLS).
    if (req.protocol === 'https') res.setHeader('strict-transport-security', HSTS);
    done();
  });
}
