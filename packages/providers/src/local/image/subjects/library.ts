/**
 * The subject library: Microsoft's Fluent Emoji (flat) vector illustrations, shipped in the
 * `@iconify-json/fluent-emoji-flat` package, found by the words Unicode's CLDR annotations give each emoji
 * (the `emojibase-data` package: label and tags). Both are read once, on first use. A few things that are
 * not emoji (a lighthouse, a hot air balloon …) have pictures from elsewhere, found by name (`extra.ts`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extraArt, extraConcepts } from './extra';

/** One drawable concept: an icon and what the emoji data says it is. */
export interface Concept {
  /** The icon's name in the set ("red-apple"). */
  icon: string;
  /** Its CLDR label ("red apple"). */
  label: string;
  /** The emoji subgroup ("animal-mammal", "food-fruit", "transport-ground" …), for placement. */
  kind: string;
}

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
}

interface EmojiEntry {
  label: string;
  hexcode: string;
  tags?: string[];
  group?: number;
  subgroup?: number;
}

interface Library {
  icons: IconSet;
  /** Concepts by exact label. */
  byLabel: Map<string, Concept>;
  /** Concepts whose label ends with a word (its head noun), shortest label first. */
  byHead: Map<string, Concept[]>;
  /** Concepts by a CLDR tag: weaker evidence ("hot dog" is tagged "dog"). */
  byTag: Map<string, Concept[]>;
  byIcon: Map<string, Concept>;
}

// Faces, hands, symbols, flags and keycaps are not things to put in a scene.
const SKIPPED_GROUPS = new Set([2, 8, 9]);
const SKIPPED_SUBGROUPS = new Set([
  'hand-fingers-open',
  'hand-fingers-partial',
  'hand-single-finger',
  'hand-fingers-closed',
  'hands',
  'hand-prop',
  'body-parts',
  'heart',
  'emotion',
  'family',
  'person-symbol',
  'skin-tone',
  'hair-style',
  'place-map',
  'time',
  'transport-sign',
  'av-symbol',
]);

let library: Library | undefined;

function load(): Library {
  if (library) return library;
  const require = createRequire(import.meta.url);
  const read = <T>(id: string): T => JSON.parse(readFileSync(require.resolve(id), 'utf8')) as T;
  const icons = read<IconSet>('@iconify-json/fluent-emoji-flat/icons.json');
  const chars = read<Record<string, string>>('@iconify-json/fluent-emoji-flat/chars.json');
  const emoji = read<EmojiEntry[]>('emojibase-data/en/data.json');
  const messages = read<{ subgroups: { order: number; key: string }[] }>('emojibase-data/en/messages.json');
  const subgroupKey = new Map(messages.subgroups.map((s) => [s.order, s.key]));

  const byLabel = new Map<string, Concept>();
  const byHead = new Map<string, Concept[]>();
  const byTag = new Map<string, Concept[]>();
  const byIcon = new Map<string, Concept>();
  const push = (map: Map<string, Concept[]>, key: string, concept: Concept) => {
    const list = map.get(key);
    if (list) list.push(concept);
    else map.set(key, [concept]);
  };
  for (const entry of emoji) {
    if (entry.group === undefined || SKIPPED_GROUPS.has(entry.group)) continue;
    const kind = subgroupKey.get(entry.subgroup ?? -1) ?? 'other';
    if (SKIPPED_SUBGROUPS.has(kind)) continue;
    const icon =
      chars[entry.hexcode.toLowerCase()] ?? chars[entry.hexcode.toLowerCase().replace(/-fe0f/g, '')];
    if (!icon || !icons.icons[icon]) continue;
    const label = entry.label
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const concept: Concept = { icon, label, kind };
    byIcon.set(icon, concept);
    if (!byLabel.has(label)) byLabel.set(label, concept);
    push(byHead, label.split(' ').at(-1) ?? label, concept);
    for (const tag of entry.tags ?? []) push(byTag, tag.toLowerCase(), concept);
  }
  // Pictures from elsewhere for what Fluent lacks, by their exact name only ("balloon" stays the toy);
  // should Fluent ever have one of them, its own wins.
  for (const concept of extraConcepts()) {
    if (icons.icons[concept.icon] || byLabel.has(concept.label)) continue;
    byIcon.set(concept.icon, concept);
    byLabel.set(concept.label, concept);
  }
  for (const list of [...byHead.values(), ...byTag.values()])
    list.sort((a, b) => a.label.length - b.label.length);
  library = { icons, byLabel, byHead, byTag, byIcon };
  return library;
}

/** The concept whose label is exactly this phrase ("hot dog", "fox"), or whose icon has this name. */
export function conceptByLabel(phrase: string): Concept | undefined {
  const lib = load();
  return lib.byLabel.get(phrase) ?? lib.byIcon.get(phrase.replace(/ /g, '-'));
}

/** The concept of an icon by its name in the set. */
export function conceptByIcon(icon: string): Concept | undefined {
  const lib = load();
  // A few icons (text-style emoji) have no entry in the emoji data: name them from the icon.
  if (!lib.byIcon.has(icon) && lib.icons.icons[icon])
    return { icon, label: icon.replace(/-/g, ' '), kind: 'other' };
  return lib.byIcon.get(icon);
}

/**
 * The best concept for one word: an exact label, else the shortest label whose head noun it is ("car" →
 * "police car" only if nothing better), else the shortest concept tagged with it.
 */
export function conceptByWord(word: string, allowTags = true): Concept | undefined {
  const lib = load();
  return (
    lib.byLabel.get(word) ?? lib.byHead.get(word)?.[0] ?? (allowTags ? lib.byTag.get(word)?.[0] : undefined)
  );
}

/** The SVG of an icon at a pixel size, square, with its own view box (32 units for Fluent's). */
export function iconSvg(icon: string, size: number, body = iconBody(icon)): string {
  const set = load().icons;
  const entry = set.icons[icon] ?? extra(icon);
  const vw = entry?.width ?? set.width ?? 32;
  const vh = entry?.height ?? set.height ?? 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${vw} ${vh}">${body}</svg>`;
}

export function iconBody(icon: string): string {
  return load().icons.icons[icon]?.body ?? extra(icon)?.body ?? '';
}

/** The art of a picture from outside Fluent (`extra.ts`), which may be built from Fluent's own. */
const extra = (icon: string) => extraArt(icon, (name) => load().icons.icons[name]?.body ?? '');

/** How many concepts the library holds (for the bench and tests). */
export function conceptCount(): number {
  return load().byIcon.size;
}
