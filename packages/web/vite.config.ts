import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { EARLY_CALLS } from './src/features/big-screen/api/early-calls.ts';

/**
 * The big screens are lazy chunks (app/screen-registry.tsx) that the browser would only ask for once
 * the main bundle has run, and ECharts and the Beijing geojson after them: a waterfall before the
 * wall's first paint. This writes a tiny classic script (no inline script: the CSP forbids them) that
 * the page loads first; on a screen's path (or `/` when signed in, which lands on the wall) it adds
 * `modulepreload` links for that screen's chunks, so they download while the main bundle does, and
 * starts the screen's first calls (EARLY_CALLS) with the token cookie, so the answers are there when
 * the panels ask (lib/early-fetch.ts) instead of after the bundle has run and the screen rendered.
 */
function screenPreload(): Plugin {
  return {
    name: 'risk-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') return;
      const loaded = new Set([entry.fileName, ...entry.imports]);
      const screens: Record<string, string[]> = {};
      /** the screens' stylesheets, linked at once: the lazy import would wait for them after the bundle ran */
      const styles: Record<string, string[]> = {};
      for (const c of chunks) {
        const name = /\/app\/screens\/([^/]+)\.tsx$/.exec(c.facadeModuleId ?? '')?.[1];
        if (!name) continue;
        const files: string[] = [];
        const walk = (file: string) => {
          if (loaded.has(file) || files.includes(file)) return;
          files.push(file);
          byFile.get(file)?.imports.forEach(walk);
        };
        walk(c.fileName);
        screens[name] = files.map((f) => `/${f}`);
        styles[name] = files.flatMap((f) =>
          [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
        );
      }
      const source = `(function () {
  var screens = ${JSON.stringify(screens)};
  var path = location.pathname.replace(/^\\/+|\\/+$/g, '');
  if (!path && document.cookie.indexOf('Admin-Token=') >= 0) path = 'monitorFullScreen';
  (screens[path] || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  });
  (${JSON.stringify(styles)}[path] || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  });
  var calls = ${JSON.stringify(EARLY_CALLS)}[path];
  var token = /(?:^|; )Admin-Token=([^;]*)/.exec(document.cookie);
  if (!calls || !token || !window.fetch) return;
  var early = (window.__riskEarly = {});
  calls.forEach(function (url) {
    early['/api/pres' + url] = fetch('/api/pres' + url, { headers: { Authorization: decodeURIComponent(token[1]) } }).catch(
      function () {
        return null;
      },
    );
  });
})();
`;
      const fileName = `assets/screen-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      html.source = String(html.source).replace('</head>', `  <script src="/${fileName}"></script>\n  </head>`);
    },
  };
}

export default defineConfig({
  plugins: [react(), screenPreload()],
  server: {
    port: 5173,
    // In development the API runs separately; in production the server serves dist itself.
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
