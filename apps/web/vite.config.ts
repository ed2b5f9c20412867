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

// The dev server and `vite preview` forward the API and the realtime socket to the Muse server.
const apiTarget = `http://127.0.0.1:${process.env.MUSE_API_PORT ?? 3000}`;
const proxy = {
  '/api': { target: apiTarget },
  '/socket.io': { target: apiTarget, ws: true },
};

export default defineConfig({
  // Every text asset is also written brotli- and gzip-compressed at build time, so the server sends ~¼ of
  // the bytes without compressing on each request (@fastify/static's preCompressed).
  plugins: [react(), contractsWithoutSideEffects, compression({ algorithms: ['brotliCompress', 'gzip'] })],
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
