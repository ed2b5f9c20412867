import * as z from 'zod/mini';

/**
 * The image editor's font chooser (GET /user/google-fonts…): families in Google Fonts' shape, served from
 * the fonts bundled with the server or, when the operator configured a key, from the Google Fonts API.
 */
export const Font = z.object({
  family: z.string(),
  /** Google Fonts' classification; the chooser's tabs add "all". */
  category: z.enum(['serif', 'sans-serif', 'display', 'handwriting', 'monospace']),
  /** Google Fonts' variant names: "regular", "700", "italic", "700italic" … */
  variants: z.array(z.string()),
  /** A URL per variant; `regular` always (the closest variant when a family has no 400). */
  files: z.catchall(z.object({ regular: z.string() }), z.string()),
});
export type Font = z.infer<typeof Font>;

export const FontList = z.object({ items: z.array(Font) });
export type FontList = z.infer<typeof FontList>;
