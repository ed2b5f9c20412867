import type { Font } from '@muse/contracts';
import { FONT_CACHE_MS, canSearchFonts, filterFonts, type FontCategory } from '@muse/domain';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { fontLoader } from './font-loader';
import { fontsApi } from './fonts.api';

/** The font queries are kept an hour, as the server keeps them (spec §7, §9). */
const cached = { staleTime: FONT_CACHE_MS, gcTime: FONT_CACHE_MS } as const;
const shownInPlace = { shownInPlace: () => true };

/**
 * The fonts to choose from: a category's list, or the service's search once 2 characters are typed, filtered
 * locally on every keystroke (and by category, since the service searches all).
 */
export function useFontList(category: FontCategory, query: string) {
  const search = canSearchFonts(query) ? query.trim().toLowerCase() : null;
  const result = useQuery({
    queryKey: search ? ['fonts', 'search', search] : ['fonts', 'list', category],
    queryFn: () => (search ? fontsApi.search(search) : fontsApi.list(category)),
    placeholderData: keepPreviousData,
    meta: shownInPlace,
    ...cached,
  });
  const items = result.data?.items ?? [];
  const inCategory = search && category !== 'all' ? items.filter((f) => f.category === category) : items;
  return { ...result, fonts: filterFonts(inCategory, query) };
}

/** One family (a text layer's font), so it can be loaded before the layer is drawn. */
export function useFont(family: string) {
  return useQuery({
    queryKey: ['fonts', 'font', family.toLowerCase()],
    queryFn: () => fontsApi.font(family),
    meta: shownInPlace,
    retry: 1,
    ...cached,
  });
}

/** Re-renders when any font's loading status changes. */
export function useFontStatuses(): number {
  return useSyncExternalStore(fontLoader.subscribe, fontLoader.getVersion, fontLoader.getVersion);
}

/** Starts loading the shown fonts (their previews draw in their own face). */
export function useLoadFonts(fonts: readonly Font[]): void {
  useEffect(() => {
    for (const font of fonts) void fontLoader.ensure(font);
  }, [fonts]);
}

/** A text layer's font: `key` changes when it has loaded (so the text is measured again); `ready` once it can draw. */
export interface LayerFontState {
  key: string;
  /** loaded, or given up on (then the browser's fallback draws rather than nothing) */
  ready: boolean;
}

/**
 * Loads the text layers' fonts (each family's files from the catalogue, then FontFace) and re-renders as they
 * arrive, so layers are drawn in their own font and not first in a fallback.
 */
export function useLayerFonts(families: readonly string[]): (family: string) => LayerFontState {
  const unique = [...new Set(families)].sort();
  const fonts = useQueries({
    queries: unique.map((family) => ({
      queryKey: ['fonts', 'font', family.toLowerCase()],
      queryFn: () => fontsApi.font(family),
      meta: shownInPlace,
      retry: 1,
      ...cached,
    })),
  });
  const loaded = fonts.map((q) => q.data);
  const key = loaded.map((f) => f?.family ?? '').join('|');
  useEffect(() => {
    for (const font of loaded) if (font) void fontLoader.ensure(font);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key names exactly the fetched families
  }, [key]);
  useFontStatuses();
  const unknown = new Set(unique.filter((_, i) => fonts[i]?.isError));
  return (family) => {
    const status = fontLoader.status(family);
    return {
      key: `${family}:${status ?? 'none'}`,
      ready: status === 'loaded' || status === 'failed' || unknown.has(family),
    };
  };
}
