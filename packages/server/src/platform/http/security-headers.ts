import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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

/**
 * Security headers on every answer, 404s and errors included: CSP, frame denial (CSP and
 * X-Frame-Options for old browsers), nosniff, a strict referrer policy, cross-origin isolation of
 * the window and resources, and HSTS when the request came over TLS.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
  });
  app.addHook('onRequest', async (req, reply) => {
    // trustProxy: req.protocol reads X-Forwarded-Proto from the balancer that terminates TLS.
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  });
}
