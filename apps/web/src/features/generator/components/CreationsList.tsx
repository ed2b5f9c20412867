import type { ImageListKind } from '../generator.api';
import type { GridLayout } from '../hooks/use-layout-pref';
import { useImageList } from '../hooks/use-image-list';
import { listTexts } from '../list-texts';
import { EditTileButton } from './EditTileButton';
import { ImageGrid } from './ImageGrid';

/** One paged creations list (mine, favorites, most popular, private). */
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
  return (
    <ImageGrid
      list={list}
      layout={layout}
      empty={{ title: texts.empty, description: texts.emptyDescription }}
      errorTitle={texts.error}
      // Your own finished pictures open in the editor from their tile.
      tileAction={
        kind === 'mine' || kind === 'private'
          ? (item) => (item.imageUrl ? <EditTileButton filename={item.filename} /> : null)
          : undefined
      }
    />
  );
}
