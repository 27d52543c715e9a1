import { z } from 'zod';

/**
 * The server's Content-Security-Policy allows no eval. Zod probes `new Function` to decide whether
 * to compile its object parsers; under the policy the probe throws (caught), but Chromium still
 * reports it as a CSP violation. Jitless mode skips the probe. Imported first by main.tsx, because
 * every schema decides at construction.
 */
z.config({ jitless: true });
