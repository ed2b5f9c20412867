import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';
import { moduleUse } from './build/used-modules';

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

// What /images, the app's main view, always loads, in two chunks besides React's and the data libraries':
// `app`, every module the entry uses, and `images-shared`, the generator page's modules that other lazy code
// uses too (the page's own modules stay in its chunk; lazy pages and dialogs keep the default splitting).
// Without these groups the bundler makes a chunk per set of importers: ~170 files for /images, whose import
// lists and separate gzip streams cost ~45 kB. What a module uses is read from the code once the module graph
// is complete (build/used-modules.ts follows each named import to its module, past index files), because the
// graph's own edges run through Mantine's and the features' index files to everything they export.
const firstLoad = { app: new Set<string>(), imagesShared: new Set<string>(), signedIn: new Set<string>() };
const IMAGES_PAGE = /[\\/]src[\\/]features[\\/]generator[\\/]pages\.ts$/;
// The shell's parts that load once the session says someone is signed in (header controls, watchers, the
// realtime socket): one `signed-in` chunk of what they alone use, instead of ~20 small ones.
const SIGNED_IN_SHELL = [
  /[\\/]features[\\/]auth[\\/]components[\\/]SignedInControls\.tsx$/,
  /[\\/]features[\\/]credits[\\/]components[\\/]SignedInCreditsButton\.tsx$/,
  /[\\/]features[\\/]credits[\\/]components[\\/]DailyClaimButton\.tsx$/,
  /[\\/]features[\\/]notifications[\\/]components[\\/]NotificationWatcher\.tsx$/,
  /[\\/]features[\\/]voting[\\/]components[\\/]VotingWatcher\.tsx$/,
  /[\\/]app[\\/]realtime[\\/]realtime-socket\.ts$/,
];
// The libraries with chunks of their own (the groups below): they import no app chunk.
const LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@tanstack|zod|@floating-ui)[\\/]/;
const firstLoadModules: Plugin = {
  name: 'muse:first-load-modules',
  apply: 'build',
  async buildEnd() {
    const ids = [...this.getModuleIds()];
    const use = moduleUse(this);
    const lazy = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
    const imagesPage = [...lazy].find((id) => IMAGES_PAGE.test(id));
    if (!imagesPage)
      throw new Error('muse:first-load-modules: features/generator/pages.ts is not loaded lazily');
    lazy.delete(imagesPage);
    const signedInShell = SIGNED_IN_SHELL.map((test) => {
      const found = [...lazy].find((id) => test.test(id));
      if (!found) throw new Error(`muse:first-load-modules: nothing loads ${String(test)} lazily`);
      return found;
    });
    const app = await use.usedBy(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
    const images = await use.usedBy([imagesPage]);
    const others = await use.usedBy([...lazy]);
    const signedIn = await use.usedBy(signedInShell);
    const elsewhere = await use.usedBy([
      imagesPage,
      ...[...lazy].filter((id) => !signedInShell.includes(id)),
    ]);
    const imagesShared = new Set([...images].filter((id) => !app.has(id) && others.has(id)));
    // A module also loaded lazily gets its exports from its group's chunk: one that passes on names from
    // elsewhere (an index file) stays out, or that chunk would import the chunks they come from.
    const joins = async (id: string, ...groups: Set<string>[]) =>
      !lazy.has(id) ||
      (await use.passedOn(id)).every((from) => LIBRARIES.test(from) || groups.some((g) => g.has(from)));
    firstLoad.app = new Set();
    for (const id of app) if (await joins(id, app)) firstLoad.app.add(id);
    firstLoad.imagesShared = new Set();
    for (const id of imagesShared)
      if (await joins(id, firstLoad.app, imagesShared)) firstLoad.imagesShared.add(id);
    // What only the signed-in shell uses: a page that used one of them would load the whole group.
    const signedInOnly = new Set([...signedIn].filter((id) => !app.has(id) && !elsewhere.has(id)));
    firstLoad.signedIn = new Set();
    for (const id of signedInOnly)
      if (await joins(id, firstLoad.app, signedInOnly)) firstLoad.signedIn.add(id);
  },
  // Grouping by hand could make two chunks import each other, and then one of them runs before what it
  // needs: the build stops instead.
  generateBundle(_options, bundle) {
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        const circle = path.slice(path.indexOf(file));
        return this.error(`chunks import each other: ${[...circle, file].join(' → ')}`);
      }
      state.set(file, 'open');
      const chunk = bundle[file];
      if (chunk?.type === 'chunk') for (const next of chunk.imports) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of Object.keys(bundle)) visit(file, []);
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
  plugins: [
    react(),
    contractsWithoutSideEffects,
    mantineCssPerComponent(),
    firstLoadModules,
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
        // releases. Mantine goes with the code that uses it: the shell's and /images' components into `app`
        // and `images-shared`, the rest with the lazy pages that use them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]/,
              priority: 30,
            },
            { name: 'data', test: /node_modules[\\/](@tanstack|zod)[\\/]/, priority: 20 },
            // Menus, tooltips and selects position themselves with it; the first page has none of them.
            { name: 'floating', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 10 },
            // Named modules only (`includeDependenciesRecursively: false`): an index file's other exports must
            // not come along. Vite's helpers (`\0vite/…`: the preload helper of every lazy import) go to `app`.
            {
              name: 'app',
              test: (id) => firstLoad.app.has(id) || id.startsWith('\0'),
              priority: 5,
              includeDependenciesRecursively: false,
            },
            {
              name: 'images-shared',
              test: (id) => firstLoad.imagesShared.has(id),
              priority: 4,
              includeDependenciesRecursively: false,
            },
            {
              name: 'signed-in',
              test: (id) => firstLoad.signedIn.has(id),
              priority: 3,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
