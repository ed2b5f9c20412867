/** The colour chooser (spec §3, §5, §9 Editor): the fixed palette, hex entry, saved presets and schemes. */

/** The fixed palette of 40 colours: 8 greys, then 4 shades of 8 hues. */
export const PALETTE = [
  '#000000',
  '#404040',
  '#7F7F7F',
  '#A6A6A6',
  '#C8C8C8',
  '#E0E0E0',
  '#F2F2F2',
  '#FFFFFF',
  '#7F0000',
  '#C00000',
  '#FF0000',
  '#FF7F7F',
  '#7F3F00',
  '#C06000',
  '#FF8000',
  '#FFBF7F',
  '#7F7F00',
  '#C0C000',
  '#FFFF00',
  '#FFFF9F',
  '#005F00',
  '#009000',
  '#00C000',
  '#9FE89F',
  '#005F5F',
  '#009090',
  '#00C8C8',
  '#9FF0F0',
  '#00007F',
  '#0000C0',
  '#3F6FFF',
  '#9FB7FF',
  '#4F007F',
  '#7000C0',
  '#A040FF',
  '#D0A0FF',
  '#7F004F',
  '#C00070',
  '#FF40A0',
  '#FFA0D0',
] as const;

export const CUSTOM_COLOUR_PRESETS_KEY = 'customColorPresets';
export const COLOUR_PICKER_DEBOUNCE_MS = 100;
export const COLOUR_EXTRACTION = { canvasSize: 400, maxColours: 8 } as const;
export const COLOUR_SCHEMES = [
  'image',
  'complementary',
  'analogous',
  'triadic',
  'tetradic',
  'splitComplementary',
  'monochromatic',
] as const;
export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

/** A colour typed by hand must be # and six hex digits; anything else is ignored (null). */
export function parseHexColour(typed: string): string | null {
  const t = typed.trim();
  return /^#[0-9a-fA-F]{6}$/.test(t) ? t.toUpperCase() : null;
}

/** Saving is blocked for transparent and already saved colours. */
export function canSaveColour(colour: string, saved: readonly string[]): boolean {
  if (colour === 'transparent' || parseHexColour(colour) === null) return false;
  const c = colour.toUpperCase();
  return !saved.some((s) => s.toUpperCase() === c);
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function hexToHsl(hex: string): Hsl {
  const n = parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function hslToHex({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`.toUpperCase();
}

const turned = (base: Hsl, degrees: number): string =>
  hslToHex({ ...base, h: (base.h + degrees + 360) % 360 });

/** A colour scheme built from a base colour (the image scheme is the extracted colours themselves). */
export function colourScheme(scheme: Exclude<ColourScheme, 'image'>, base: string): string[] {
  const hex = parseHexColour(base);
  if (!hex) return [];
  const hsl = hexToHsl(hex);
  switch (scheme) {
    case 'complementary':
      return [hex, turned(hsl, 180)];
    case 'analogous':
      return [turned(hsl, -30), hex, turned(hsl, 30)];
    case 'triadic':
      return [hex, turned(hsl, 120), turned(hsl, 240)];
    case 'tetradic':
      return [hex, turned(hsl, 90), turned(hsl, 180), turned(hsl, 270)];
    case 'splitComplementary':
      return [hex, turned(hsl, 150), turned(hsl, 210)];
    case 'monochromatic':
      return [0.2, 0.35, 0.5, 0.65, 0.8].map((l) => hslToHex({ ...hsl, l }));
  }
}
