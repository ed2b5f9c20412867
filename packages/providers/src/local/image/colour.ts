/** Colours as HSL (hue in degrees, saturation and lightness 0–1), converted to RGB or CSS when drawn. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export type Rgb = [number, number, number];

export const hsl = (h: number, s: number, l: number): Hsl => ({ h: ((h % 360) + 360) % 360, s, l });

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

export function toRgb({ h, s, l }: Hsl): Rgb {
  const sat = clamp01(s);
  const light = clamp01(l);
  const c = (1 - Math.abs(2 * light - 1)) * sat;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r, g, b] =
    hp < 1
      ? [c, x, 0]
      : hp < 2
        ? [x, c, 0]
        : hp < 3
          ? [0, c, x]
          : hp < 4
            ? [0, x, c]
            : hp < 5
              ? [x, 0, c]
              : [c, 0, x];
  const m = light - c / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

export function css(colour: Hsl, alpha = 1): string {
  const [r, g, b] = toRgb(colour);
  return alpha >= 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha.toFixed(3)})`;
}

/** Blends two colours; hue takes the short way round the wheel. */
export function mix(a: Hsl, b: Hsl, t: number): Hsl {
  let dh = b.h - a.h;
  if (dh > 180) dh -= 360;
  if (dh < -180) dh += 360;
  // A grey has no hue worth keeping: take the other colour's.
  const h = a.s < 0.02 ? b.h : b.s < 0.02 ? a.h : a.h + dh * t;
  return hsl(h, a.s + (b.s - a.s) * t, a.l + (b.l - a.l) * t);
}

export const shade = (c: Hsl, dl: number, ds = 0, dh = 0): Hsl =>
  hsl(c.h + dh, clamp01(c.s + ds), clamp01(c.l + dl));
