import { Suspense, lazy } from 'react';
import type { ImageListKind } from '../generator.api';
import type { GridLayout } from '../hooks/use-layout-pref';
import { useImageList } from '../hooks/use-image-list';
import { listTexts } from '../list-texts';
import { EditTileButton } from './EditTileButton';
import { ImageGrid } from './ImageGrid';

// Selecting and downloading in a batch: its code loads once one of your own lists has a picture to offer.
const OwnCreations = lazy(() => import('./OwnCreations').then((m) => ({ default: m.OwnCreations })));

/** One paged creations list (mine, favorites, most popular, private); your own can be downloaded in a batch. */
export function CreationsList({
  kind,
  layout,
  tier,
}: {
  kind: ImageListKind;
  layout: GridLayout;
  tier: unknown;
}) {
  const list = useImageList(kind, true);
  const texts = listTexts(kind, tier);
  const own = kind === 'mine' || kind === 'private';
  const grid = (
    <ImageGrid
      list={list}
      layout={layout}
      empty={{ title: texts.empty, description: texts.emptyDescription }}
      errorTitle={texts.error}
      // Your own finished pictures open in the editor from their tile.
      tileAction={
        own ? (item) => (item.imageUrl ? <EditTileButton filename={item.filename} /> : null) : undefined
      }
    />
  );
  if (!own || !list.items.some((i) => i.imageUrl)) return grid;
  return (
    <Suspense fallback={grid}>
      <OwnCreations kind={kind} layout={layout} tier={tier} />
    </Suspense>
  );
}
