/**
 * Which modules a starting module really uses, following each named import to the module that defines the
 * name. The module graph alone cannot say: `import { Button } from '@mantine/core'` links the importer to
 * Mantine's index, which imports every component, and a feature's `index.ts` likewise names everything the
 * feature offers. Here a module that only passes a name on (an import it re-exports without using it, or
 * `export … from`) leads on only for the names asked of it, so the answer is close to what the bundle keeps
 * after tree-shaking. An over-estimate costs bytes, never correctness: the bundler still links every chunk.
 */
import type { Rolldown } from 'vite';

type Ctx = Rolldown.PluginContext;
type Names = ReadonlySet<string> | 'all';

interface Links {
  /** the module's imports: what its own code uses of each source (`bare`: `import 'source'`) */
  uses: { source: string; names: Set<string> | 'all'; bare: boolean }[];
  /** an exported name that comes from another module, and its name there ('*': the whole namespace) */
  passes: Map<string, { source: string; name: string }>;
  /** `export * from` sources */
  stars: string[];
  /** a CommonJS module's requires, resolved: used whole */
  required: string[];
}

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const nameOf = (node: unknown): string => {
  if (!isNode(node)) return '';
  if (typeof node['name'] === 'string') return node['name'];
  return typeof node['value'] === 'string' ? node['value'] : '';
};
const sourceOf = (node: Node): string => nameOf(node['source']);

/** Every identifier the code refers to outside its import and re-export lists (shadowing makes it larger). */
function referencedNames(program: Node): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value)) return;
    switch (value.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
        return;
      case 'ExportNamedDeclaration':
        return visit(value['declaration']);
      case 'Identifier':
        names.add(nameOf(value));
        return;
      case 'MemberExpression':
        visit(value['object']);
        if (value['computed']) visit(value['property']);
        return;
      case 'Property':
        if (value['computed'] || value['shorthand']) visit(value['key']);
        return visit(value['value']);
    }
    for (const key in value) if (key !== 'type') visit(value[key]);
  };
  visit(program);
  return names;
}

function linksOf(program: Node): Links {
  const referenced = referencedNames(program);
  const links: Links = { uses: [], passes: new Map(), stars: [], required: [] };
  // `export { local as exported }` without a source: the local names a module passes on.
  const exportedAs = new Map<string, string[]>();
  for (const node of program['body'] as Node[]) {
    if (node.type !== 'ExportNamedDeclaration' || node['source']) continue;
    for (const spec of node['specifiers'] as Node[]) {
      const local = nameOf(spec['local']);
      exportedAs.set(local, [...(exportedAs.get(local) ?? []), nameOf(spec['exported'])]);
    }
  }
  for (const node of program['body'] as Node[]) {
    if (node.type === 'ImportDeclaration') {
      const source = sourceOf(node);
      const asked = new Set<string>();
      let all = false;
      for (const spec of node['specifiers'] as Node[]) {
        const local = nameOf(spec['local']);
        const imported =
          spec.type === 'ImportDefaultSpecifier'
            ? 'default'
            : spec.type === 'ImportNamespaceSpecifier'
              ? '*'
              : nameOf(spec['imported']);
        for (const exported of exportedAs.get(local) ?? [])
          links.passes.set(exported, { source, name: imported });
        if (!referenced.has(local)) continue;
        if (imported === '*') all = true;
        else asked.add(imported);
      }
      links.uses.push({ source, names: all ? 'all' : asked, bare: !(node['specifiers'] as Node[]).length });
    } else if (node.type === 'ExportNamedDeclaration' && node['source']) {
      for (const spec of node['specifiers'] as Node[])
        links.passes.set(nameOf(spec['exported']), { source: sourceOf(node), name: nameOf(spec['local']) });
    } else if (node.type === 'ExportAllDeclaration') {
      if (node['exported']) links.passes.set(nameOf(node['exported']), { source: sourceOf(node), name: '*' });
      else links.stars.push(sourceOf(node));
    }
  }
  return links;
}

/**
 * A reader of what modules use, for a plugin's `buildEnd` or later (the module graph complete): `usedBy(starts)`
 * is every module the starts use, each start taken whole. Parses and resolutions are kept between calls.
 */
export function moduleUse(ctx: Ctx): {
  usedBy(starts: string[]): Promise<Set<string>>;
  passedOn(id: string): Promise<string[]>;
} {
  const linksCache = new Map<string, Links>();
  const links = (id: string): Links => {
    let found = linksCache.get(id);
    if (!found) {
      const info = ctx.getModuleInfo(id);
      found = { uses: [], passes: new Map(), stars: [], required: [] };
      try {
        if (info?.code) found = linksOf(ctx.parse(info.code) as unknown as Node);
      } catch {
        // not JavaScript (an asset): a leaf
      }
      // No import or export at all: CommonJS, whose requires the graph lists.
      if (!found.uses.length && !found.passes.size && !found.stars.length)
        found.required = [...(info?.importedIds ?? [])];
      linksCache.set(id, found);
    }
    return found;
  };
  const resolved = new Map<string, string | null>();
  const resolve = async (source: string, importer: string): Promise<string | null> => {
    const key = `${importer}\0${source}`;
    if (!resolved.has(key)) {
      const result = await ctx.resolve(source, importer);
      resolved.set(key, result && !result.external ? result.id : null);
    }
    return resolved.get(key)!;
  };
  /** Whether `export *` from `id` can bring `name` (its exports list `'*'` for its own `export *`). */
  const mayExport = async (id: string, name: string, seen = new Set<string>()): Promise<boolean> => {
    const exports = ctx.getModuleInfo(id)?.exports ?? [];
    if (exports.includes(name)) return true;
    if (!exports.includes('*') || seen.has(id)) return false;
    seen.add(id);
    for (const star of links(id).stars) {
      const target = await resolve(star, id);
      if (target && (await mayExport(target, name, seen))) return true;
    }
    return false;
  };

  async function usedBy(starts: string[]): Promise<Set<string>> {
    const asked = new Map<string, Set<string> | 'all'>();
    const queue: { id: string; names: Names }[] = starts.map((id) => ({ id, names: 'all' }));
    const send = async (source: string, importer: string, names: Names, bare = false) => {
      const id = await resolve(source, importer);
      if (!id) return;
      // Nothing of it used: only a bare import (`import './x.css'`) or declared side effects bring a module.
      if (!bare && names !== 'all' && !names.size) {
        const effects = ctx.getModuleInfo(id)?.moduleSideEffects;
        if (effects !== true && effects !== 'no-treeshake') return;
      }
      queue.push({ id, names });
    };
    while (queue.length) {
      const { id, names } = queue.pop()!;
      const { uses, passes, stars, required } = links(id);
      let before = asked.get(id);
      if (!before) {
        before = new Set();
        asked.set(id, before);
        for (const use of uses) await send(use.source, id, use.names, use.bare);
        for (const req of required) queue.push({ id: req, names: 'all' });
      }
      if (before === 'all') continue;
      if (names === 'all') {
        asked.set(id, 'all');
        for (const pass of passes.values())
          await send(pass.source, id, pass.name === '*' ? 'all' : new Set([pass.name]));
        for (const star of stars) await send(star, id, 'all');
        continue;
      }
      for (const name of names) {
        if (before.has(name)) continue;
        before.add(name);
        const pass = passes.get(name);
        if (pass) {
          await send(pass.source, id, pass.name === '*' ? 'all' : new Set([pass.name]));
          continue;
        }
        for (const star of stars) {
          const target = await resolve(star, id);
          if (target && (await mayExport(target, name))) queue.push({ id: target, names: new Set([name]) });
        }
      }
    }
    return new Set(asked.keys());
  }

  /** The modules `id` passes names on from (`export … from`, `export *`, an import it re-exports). */
  async function passedOn(id: string): Promise<string[]> {
    const { passes, stars } = links(id);
    const sources = [...new Set([...[...passes.values()].map((pass) => pass.source), ...stars])];
    const ids = await Promise.all(sources.map((source) => resolve(source, id)));
    return ids.filter((found): found is string => found !== null);
  }

  return { usedBy, passedOn };
}
