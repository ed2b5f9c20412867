import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';

// The contracts package only declares schemas (its one registry entry serves the server's OpenAPI), so the
// web build may drop a contract module no loaded code uses: each page then carries only its own schemas.
const contractsWithoutSideEffects: Plugin = {
  name: 'muse:contracts-without-side-effects',
  transform(code, id) {
    if (/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id))
      return { code, map: null, moduleSideEffects: false };
  },
};

// Mantine's CSS follows its components: each component's class map (`<Name>.module.mjs`) pulls in that
// component's stylesheet (`@mantine/core/styles/<Name>.css`), so a chunk carries exactly the CSS of the
// Mantine components it holds and the first page no longer loads all of Mantine's 41 kB of CSS. main.tsx
// imports the base files (baseline, CSS variables, global). The unlayered files keep the cascade as before:
// a chunk's dependencies' CSS loads before its own, so the app's CSS modules still come after Mantine's.
// The dev server pre-bundles Mantine (no per-module hook), so there main.tsx gets the whole stylesheet.
const mantineModule = /[\\/]@mantine[\\/](core|notifications)[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
function mantineCssPerComponent(): Plugin {
  let serve = false;
  return {
    name: 'muse:mantine-css-per-component',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      if (serve) {
        if (/[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/.test(id))
          return { code: `import '@mantine/core/styles.css';\n${code}`, map: null };
        return;
      }
      const match = mantineModule.exec(id);
      if (!match) return;
      const css =
        match[1] === 'notifications'
          ? '@mantine/notifications/styles.css'
          : `@mantine/core/styles/${match[2]}.css`;
      return { code: `import '${css}';\n${code}`, map: null };
    },
  };
}

// The dev server and `vite preview` forward the API and the realtime socket to the Muse server.
const apiTarget = `http://127.0.0.1:${process.env.MUSE_API_PORT ?? 3000}`;
const proxy = {
  '/api': { target: apiTarget },
  '/socket.io': { target: apiTarget, ws: true },
};

export default defineConfig({
  // Every text asset is also written brotli- and gzip-compressed at build time, so the server sends ~¼ of
  // the bytes without compressing on each request (@fastify/static's preCompressed).
  plugins: [
    react(),
    contractsWithoutSideEffects,
    mantineCssPerComponent(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build: the server must not hand out the app's source in production (the dev
    // server still maps everything).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React and the data libraries change less often than the app: their chunks stay cached across
        // releases. Mantine is left to the default splitting, so lazy pages carry the components they use.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            { name: 'data', test: /node_modules[\\/](@tanstack|zod)[\\/]/, priority: 20 },
            // Menus, tooltips and selects position themselves with it; the first page has none of them.
            { name: 'floating', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
