import type { Font } from '@muse/contracts';
import { FONT_CACHE_MS, POPULAR_FONTS, filterFonts, type FontCategory } from '@muse/domain';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../../platform/logging/logger';
import { loadBundledCatalogue, type BundledCatalogue } from './fonts.bundled';
import { fetchGoogleFonts } from './fonts.google';

/** After the Google Fonts API failed, the bundled list is served this long before it is asked again. */
export const FONT_FALLBACK_RETRY_MS = 5 * 60 * 1000;
/** Distinct route+parameter answers kept (searches are free text); the least recently used go first. */
const CACHED_ANSWERS_MAX = 1000;

export interface FontsServiceOptions {
  /** GOOGLE_FONTS_API_KEY: the list comes from the Google Fonts API, the bundled fonts its fallback */
  googleApiKey?: string | undefined;
  /** GOOGLE_FONTS_API_URL: the API's origin (a local fake in tests) */
  googleApiUrl?: string | undefined;
  /** how long the API may take (default GOOGLE_FONTS_TIMEOUT_MS) */
  googleTimeoutMs?: number;
  logger: Pick<Logger, 'warn'>;
  /** the cache's clock in milliseconds (tests move it forward) */
  now?: () => number;
  /** the installed @fontsource packages, read at first use */
  loadBundled?: () => BundledCatalogue;
}

export interface FontsService {
  /** every family: the popular ones first, then alphabetical */
  list(): Promise<Font[]>;
  byCategory(category: FontCategory): Promise<Font[]>;
  /** families whose name contains the query (the caller checks canSearchFonts) */
  search(query: string): Promise<Font[]>;
  /** one family by name, any case; null when unknown */
  font(family: string): Promise<Font | null>;
  /** the bundled file of that exact name, or null: the file route serves nothing else */
  filePath(name: string): string | null;
}

/** One cached answer; `fallback` answers were built while the Google Fonts API was failing. */
interface Answer {
  fonts: Font[];
  fallback: boolean;
}

/**
 * The font chooser's catalogue, cached per process for an hour per route and parameter, so the Google
 * Fonts API is asked at most once an hour (once per five minutes while it fails, serving the bundled
 * fonts meanwhile: a font list never fails a request).
 */
export function createFontsService(opts: FontsServiceOptions): FontsService {
  const loadBundled = opts.loadBundled ?? loadBundledCatalogue;
  let bundled: { catalogue: BundledCatalogue; sorted: Font[] } | undefined;
  const bundledCatalogue = () => {
    if (!bundled) {
      const catalogue = loadBundled();
      bundled = { catalogue, sorted: popularFirst(catalogue.fonts) };
    }
    return bundled;
  };

  const cache = new LRUCache<string, Answer, () => Promise<Answer>>({
    max: CACHED_ANSWERS_MAX,
    ttl: FONT_CACHE_MS,
    // Read the clock on every lookup (the default keeps one reading for 1 ms, which a moved test clock outruns).
    ttlResolution: 0,
    ...(opts.now ? { perf: { now: opts.now } } : {}),
    // Concurrent misses of one key share this one call.
    fetchMethod: async (_key, _stale, { options, context }) => {
      const answer = await context();
      if (answer.fallback) options.ttl = FONT_FALLBACK_RETRY_MS;
      return answer;
    },
  });
  const answer = async (key: string, compute: () => Promise<Answer>): Promise<Answer> => {
    const found = await cache.fetch(key, { context: compute });
    if (!found) throw new Error(`the font cache gave nothing for ${key}`);
    return found;
  };
  const cached = async (key: string, compute: () => Promise<Answer>) => (await answer(key, compute)).fonts;

  const loadAll = async (): Promise<Answer> => {
    if (!opts.googleApiKey) return { fonts: bundledCatalogue().sorted, fallback: false };
    try {
      const fonts = await fetchGoogleFonts({
        apiKey: opts.googleApiKey,
        baseUrl: opts.googleApiUrl,
        timeoutMs: opts.googleTimeoutMs,
      });
      return { fonts: popularFirst(fonts), fallback: false };
    } catch (err) {
      // The message names what failed, never the key (it is in the request URL, not in the message).
      opts.logger.warn(
        { reason: err instanceof Error ? err.message : String(err) },
        'Google Fonts API unavailable: serving the bundled fonts',
      );
      return { fonts: bundledCatalogue().sorted, fallback: true };
    }
  };
  /** An answer derived from the whole list, marked a fallback when that list was one. */
  const derived = (pick: (fonts: Font[]) => Font[]) => async (): Promise<Answer> => {
    const all = await answer('all', loadAll);
    return { fonts: pick(all.fonts), fallback: all.fallback };
  };

  return {
    list: () => cached('all', loadAll),
    byCategory: (category) =>
      category === 'all'
        ? cached('all', loadAll)
        : cached(
            `category:${category}`,
            derived((fonts) => fonts.filter((f) => f.category === category)),
          ),
    search: (query) => {
      const q = query.trim().toLowerCase();
      return cached(
        `search:${q}`,
        derived((fonts) => filterFonts(fonts, q)),
      );
    },
    font: async (family) => {
      const name = family.trim().toLowerCase();
      const [font] = await cached(
        `font:${name}`,
        derived((fonts) => fonts.filter((f) => f.family.toLowerCase() === name).slice(0, 1)),
      );
      return font ?? null;
    },
    filePath: (name) => bundledCatalogue().catalogue.files.get(name) ?? null,
  };
}

/** POPULAR_FONTS first in their order, then every other family alphabetically. */
export function popularFirst(fonts: readonly Font[]): Font[] {
  const rank = new Map<string, number>(POPULAR_FONTS.map((family, i) => [family, i]));
  const order = (f: Font) => rank.get(f.family) ?? POPULAR_FONTS.length;
  return [...fonts].sort((a, b) => order(a) - order(b) || a.family.localeCompare(b.family, 'en'));
}
