/**
 * Subjects Fluent Emoji has no picture for (they are not Unicode emoji), each with its art: from another
 * maintained emoji set where one has it under a licence Muse can ship (docs/third-party.md), else drawn in
 * `drawn.ts`. A set's file is read on the first use of one of its pictures, and only that picture is kept:
 * Noto's file is 25 MB for the one lighthouse.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PYRAMID, SUBMARINE, WINDMILL, waterfall } from './drawn';
import type { Concept } from './library';

/** An icon's SVG body and the size of its view box. */
export interface Art {
  body: string;
  width: number;
  height: number;
}

type Source =
  /** An icon of an Iconify JSON package; `ink` redraws its black outlines in a softer colour. */
  | { set: string; name: string; ink?: string }
  /** Drawn here on a 32-unit box, perhaps from Fluent's own pictures (looked up by `fluent`). */
  | { draw: (fluent: (icon: string) => string) => string };

const EXTRAS: { concept: Concept; source: Source }[] = [
  {
    // Fluent's "balloon" is a toy on a string.
    concept: { icon: 'hot-air-balloon', label: 'hot air balloon', kind: 'transport-air' },
    source: {
      set: '@iconify-json/streamline-ultimate-color',
      name: 'aircraft-hot-air-balloon-2',
      // Brown rather than black outlines: nearer Fluent's outline-less look, and the ropes still show.
      ink: '#7d4533',
    },
  },
  {
    concept: { icon: 'lighthouse', label: 'lighthouse', kind: 'place-building' },
    source: { set: '@iconify-json/noto', name: 'lighthouse' },
  },
  // WordNet's broader word for a submarine is a ship, which Fluent has: a ship on the water.
  {
    concept: { icon: 'submarine', label: 'submarine', kind: 'transport-water' },
    source: { draw: () => SUBMARINE },
  },
  {
    concept: { icon: 'windmill', label: 'windmill', kind: 'place-building' },
    source: { draw: () => WINDMILL },
  },
  { concept: { icon: 'pyramid', label: 'pyramid', kind: 'place-building' }, source: { draw: () => PYRAMID } },
  {
    concept: { icon: 'waterfall', label: 'waterfall', kind: 'place-geographic' },
    source: { draw: (fluent) => waterfall(fluent('rock')) },
  },
];

interface IconFile {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
}

/** The sets read so far, each holding only the pictures used here; and the art of each icon once made. */
const bySet = new Map<string, IconFile>();
const arts = new Map<string, Art>();

/** The concepts these pictures stand for. */
export function extraConcepts(): Concept[] {
  return EXTRAS.map((e) => e.concept);
}

/** The art of an extra icon, or undefined when the icon is not one of them. */
export function extraArt(icon: string, fluent: (icon: string) => string): Art | undefined {
  const hit = arts.get(icon);
  if (hit) return hit;
  const source = EXTRAS.find((e) => e.concept.icon === icon)?.source;
  if (!source) return undefined;
  const art = 'draw' in source ? { body: source.draw(fluent), width: 32, height: 32 } : fromSet(source);
  arts.set(icon, art);
  return art;
}

function fromSet(source: { set: string; name: string; ink?: string }): Art {
  let file = bySet.get(source.set);
  if (!file) {
    const path = createRequire(import.meta.url).resolve(`${source.set}/icons.json`);
    const all = JSON.parse(readFileSync(path, 'utf8')) as IconFile;
    // Only the pictures named here are kept, not the whole set.
    const icons: IconFile['icons'] = {};
    const names = EXTRAS.flatMap(({ source: s }) => ('set' in s && s.set === source.set ? [s.name] : []));
    for (const name of names) {
      const entry = all.icons[name];
      if (entry) icons[name] = entry;
    }
    file = { icons, width: all.width, height: all.height };
    bySet.set(source.set, file);
  }
  const entry = file.icons[source.name];
  if (!entry) throw new Error(`${source.set} has no icon "${source.name}"`);
  const body = source.ink
    ? entry.body.replace(/stroke="#(?:000|000000|191919|212121)"/g, `stroke="${source.ink}"`)
    : entry.body;
  return { body, width: entry.width ?? file.width ?? 16, height: entry.height ?? file.height ?? 16 };
}
