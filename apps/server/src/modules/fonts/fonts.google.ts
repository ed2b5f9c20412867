import type { Font } from '@muse/contracts';
import { z } from 'zod';

export const GOOGLE_FONTS_API_URL = 'https://www.googleapis.com';
/** Long enough for the ~1.5 MB list on a slow link, short enough that the chooser still opens. */
export const GOOGLE_FONTS_TIMEOUT_MS = 10_000;

/** One family of GET /webfonts/v1/webfonts (developers.google.com/fonts/docs/developer_api). */
const GoogleWebfont = z.object({
  family: z.string().min(1),
  category: z.enum(['serif', 'sans-serif', 'display', 'handwriting', 'monospace']),
  variants: z.array(z.string()),
  files: z.record(z.string(), z.string()),
});
const GoogleWebfontList = z.object({ items: z.array(z.unknown()) });

export interface GoogleFontsOptions {
  apiKey: string;
  /** the API's origin; a local fake in tests */
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
}

/**
 * The Google Fonts Developer API adapter: the whole family list in the catalogue's shape. Throws on any
 * failure (network, timeout, status, an unreadable reply); its messages never contain the key.
 */
export async function fetchGoogleFonts(opts: GoogleFontsOptions): Promise<Font[]> {
  const url = new URL('/webfonts/v1/webfonts', opts.baseUrl ?? GOOGLE_FONTS_API_URL);
  url.searchParams.set('key', opts.apiKey);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(opts.timeoutMs ?? GOOGLE_FONTS_TIMEOUT_MS),
    });
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new Error(`the Google Fonts API ${reason}`, { cause: err });
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`the Google Fonts API answered ${res.status}`);
  }
  const list = GoogleWebfontList.safeParse(await res.json().catch(() => null));
  if (!list.success) throw new Error('the Google Fonts API sent a reply without a font list');
  // One odd family (an unknown category, no files) is left out rather than failing the whole list.
  const fonts = list.data.items.flatMap((item) => {
    const font = GoogleWebfont.safeParse(item);
    return font.success ? toFont(font.data) : [];
  });
  if (fonts.length === 0) throw new Error('the Google Fonts API sent an empty font list');
  return fonts;
}

function toFont(font: z.infer<typeof GoogleWebfont>): Font[] {
  // The API still gives http:// URLs; pages served over https cannot load them.
  const files = Object.fromEntries(
    Object.entries(font.files).map(([variant, url]) => [variant, url.replace(/^http:\/\//, 'https://')]),
  );
  // A family without a 400 (only 300, only italic …) is shown in its first variant.
  const regular = files.regular ?? files[font.variants[0] ?? ''] ?? Object.values(files)[0];
  if (!regular) return [];
  return [
    { family: font.family, category: font.category, variants: font.variants, files: { ...files, regular } },
  ];
}
