import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The big screens are lazy chunks (app/screen-registry.tsx) that the browser would only ask for once
 * the main bundle has run, and ECharts and the Beijing geojson after them: a waterfall before the
 * wall's first paint. This writes a tiny classic script (no inline script: the CSP forbids them) that
 * the page loads first; on a screen's path (or `/` when signed in, which lands on the wall) it adds
 * `modulepreload` links for that screen's chunks, so they download while the main bundle does.
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
