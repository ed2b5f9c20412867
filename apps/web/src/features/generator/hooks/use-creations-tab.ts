import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from '../../../shared/routing';
import { imagesRoot } from '../../../shared/images-paths';
import type { CreationsTab } from '../creations-tabs';
import { initialTab, searchParamFor, syncedParams, tabFromUrl } from '../creations-tabs';

/**
 * The shown creations tab, remembered in the URL (`?tab=`, and `?s=` for the quick search) so a reload keeps
 * it. A link or back/forward that changes `?tab=` moves the tab; a URL without one (the viewer closes to the
 * bare view root) keeps the last choice and writes it back. The URL is only rewritten on the view root, never
 * under the viewer that opens over the page.
 * `keywords` are the quick search's (debounced) keywords.
 */
export function useCreationsTab(keywords: string) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<CreationsTab>(() => initialTab(params));
  const fromUrl = tabFromUrl(params);
  // Follow the URL only when its `?tab=` changes (a link, back or forward); a URL that loses it keeps the
  // last choice. Comparing with the last URL value, not with the choice, lets a click win while the URL that
  // says so is still on its way.
  const [seen, setSeen] = useState<CreationsTab | null>(fromUrl);
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    if (fromUrl) setChosen(fromUrl);
  }
  const tab = fromUrl && fromUrl !== seen ? fromUrl : chosen;
  const path = pathname.replace(/\/+$/, '');
  const atRoot = path === imagesRoot(path);
  const searched = searchParamFor(tab, keywords);

  useEffect(() => {
    if (!atRoot) return;
    const next = syncedParams(params, { tab, search: searched });
    if (next) setParams(next, { replace: true });
  }, [atRoot, params, tab, searched, setParams]);

  const select = (next: CreationsTab) => {
    setChosen(next);
    const updated = syncedParams(params, { tab: next, search: searchParamFor(next, keywords) });
    if (atRoot && updated) setParams(updated, { replace: true });
  };
  return [tab, select] as const;
}
