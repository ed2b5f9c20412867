/**
 * English colour words in a prompt ("a red car", "sky blue", "dark green grass"), in the order they appear.
 * Used to steer an inpaint fill toward what the user asked for; a classical fill cannot draw objects, but it can
 * honour colour.
 */

type Rgb = readonly [number, number, number];

const COLOURS: Record<string, Rgb> = {
  'sky blue': [135, 190, 235],
  'navy blue': [25, 35, 110],
  'royal blue': [65, 105, 225],
  'baby blue': [170, 210, 240],
  'lime green': [90, 205, 50],
  'forest green': [34, 110, 40],
  'olive green': [110, 120, 50],
  'hot pink': [255, 105, 180],
  red: [200, 40, 40],
  crimson: [190, 20, 60],
  maroon: [128, 20, 30],
  orange: [240, 140, 30],
  yellow: [240, 210, 50],
  gold: [212, 175, 55],
  green: [60, 150, 60],
  lime: [150, 210, 60],
  olive: [110, 120, 50],
  teal: [0, 128, 128],
  cyan: [40, 200, 220],
  turquoise: [64, 210, 200],
  blue: [40, 90, 200],
  navy: [25, 35, 110],
  indigo: [75, 40, 130],
  purple: [130, 50, 160],
  violet: [150, 90, 200],
  magenta: [210, 50, 180],
  pink: [240, 150, 180],
  lavender: [190, 170, 230],
  brown: [120, 75, 40],
  tan: [210, 180, 140],
  beige: [225, 210, 175],
  cream: [245, 235, 205],
  black: [20, 20, 20],
  white: [240, 240, 240],
  grey: [128, 128, 128],
  gray: [128, 128, 128],
  silver: [190, 190, 195],
};

const NAMES = Object.keys(COLOURS).sort((a, b) => b.length - a.length);
const PATTERN = new RegExp(`\\b(?:(light|pale|dark|deep)\\s+)?(${NAMES.join('|')})\\b`, 'gi');

const mix = (colour: Rgb, toward: number, amount: number): Rgb =>
  colour.map((c) => Math.round(c + (toward - c) * amount)) as unknown as Rgb;

/** The colours a prompt names, e.g. "light blue sky over a red barn" → [[light blue], [red]]. */
export function coloursInPrompt(prompt: string): Rgb[] {
  const found: Rgb[] = [];
  for (const match of prompt.matchAll(PATTERN)) {
    const base = COLOURS[match[2]!.toLowerCase()]!;
    const shade = match[1]?.toLowerCase();
    if (shade === 'light' || shade === 'pale') found.push(mix(base, 255, 0.45));
    else if (shade === 'dark' || shade === 'deep') found.push(mix(base, 0, 0.45));
    else found.push(base);
  }
  return found;
}
