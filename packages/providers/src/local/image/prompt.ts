import { hsl, type Hsl } from './colour';
import {
  colourWords,
  lightWords,
  styleWords,
  subjectWords,
  type Light,
  type Style,
  type Subject,
} from './words';

/** What the engine understood of a prompt. */
export interface PromptReading {
  subjects: Set<Subject>;
  /** Named colours in the order they appear, without repeats. */
  colours: Hsl[];
  /** The strongest light named (night over golden over bright), if any. */
  light?: Light;
  /** Fog, mist or haze was asked for (alone it is also the light). */
  haze: boolean;
  style?: Style;
}

// When a prompt names several styles, the more specific treatment wins.
const stylePriority: Style[] = [
  'pixel',
  'pencil',
  'watercolor',
  'neon',
  'oil',
  'photo',
  'digital',
  'painterly',
];
const lightPriority: Light[] = ['night', 'golden', 'bright', 'day'];

export function tokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\d+)[-\s]bit/g, '$1bit')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

/** The word itself, then the forms a light stemmer would reduce it to (plurals, -ing, -ed, -y). */
function forms(word: string): string[] {
  return [
    word,
    word.replace(/ies$/, 'y'),
    word.replace(/(ch|sh|ss|x)es$/, '$1'),
    word.replace(/s$/, ''),
    word.replace(/ing$/, ''),
    word.replace(/ed$/, ''),
    word.replace(/y$/, ''),
  ];
}

function lookup<T>(table: Map<string, T>, word: string): T | undefined {
  for (const form of forms(word)) {
    const hit = table.get(form);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

export function readPrompt(prompt: string, styles: readonly string[] = []): PromptReading {
  const words = tokens(prompt);
  const subjects = new Set<Subject>();
  const colours: Hsl[] = [];
  const seenColours = new Set<string>();
  const lights = new Set<Light>();
  let haze = false;
  for (const word of words) {
    const subject = lookup(subjectWords, word);
    if (subject) subjects.add(subject);
    const colour = colourWords.get(word);
    if (colour && !seenColours.has(word)) {
      seenColours.add(word);
      colours.push(hsl(colour[0], colour[1], colour[2]));
    }
    const light = lookup(lightWords, word);
    if (light === 'fog') haze = true;
    else if (light) lights.add(light);
  }
  const light = lightPriority.find((l) => lights.has(l)) ?? (haze ? 'fog' : undefined);
  return { subjects, colours, haze, ...(light ? { light } : {}), ...pickStyle(styles, words) };
}

function pickStyle(explicit: readonly string[], words: string[]): { style?: Style } {
  // A style chosen in the request's own field beats one mentioned in the prompt.
  for (const source of [explicit.flatMap(tokens), words]) {
    const found = new Set(source.map((word) => lookup(styleWords, word)));
    const style = stylePriority.find((s) => found.has(s));
    if (style) return { style };
  }
  return {};
}
