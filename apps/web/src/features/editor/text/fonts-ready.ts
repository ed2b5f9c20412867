import type { TextLayer } from '@muse/domain';
import { konvaFontStyle } from './text-style';

/**
 * Resolves once the browser has the faces the layers use (or has given up on them), so an export draws the
 * real fonts and not a fallback. Fonts still loading from the catalogue finish first.
 */
export async function textFontsReady(layers: readonly TextLayer[]): Promise<void> {
  await Promise.all(
    layers.map((l) =>
      document.fonts.load(`${konvaFontStyle(l)} ${l.fontSize}px "${l.fontFamily}"`).catch(() => []),
    ),
  );
}
