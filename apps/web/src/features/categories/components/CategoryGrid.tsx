import { Checkbox } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { ImageTiles, TilePicture, type TileLayout } from '../../../shared/ImageTiles';
import type { useCategoryItems } from '../hooks/use-category-items';
import type { Selection } from '../selection';
import classes from './CategoryGrid.module.css';

export type TileSize = TileLayout;

interface CategoryGridProps {
  list: ReturnType<typeof useCategoryItems>;
  categoryName: string;
  isNew: boolean;
  layout: TileSize;
  selection: Selection;
  onToggle: (id: string) => void;
}

/**
 * The selected category's images. Outside selection mode a tile opens the viewer; in selection mode every
 * tile is a checkbox.
 */
export function CategoryGrid({ list, categoryName, isNew, layout, selection, onToggle }: CategoryGridProps) {
  const selecting = selection.mode !== 'off';
  return (
    <ImageTiles
      list={list}
      layout={layout}
      classes={classes}
      label={`Images in ${categoryName}`}
      errorTitle={`Couldn't load the images of “${categoryName}”`}
      empty={{
        icon: <IconPhoto size={26} aria-hidden />,
        title: isNew ? 'Every image is in a category' : 'No images in this category',
        description: isNew
          ? 'New images land here until you sort them.'
          : 'Select images in another category and move them here.',
      }}
      renderTile={
        selecting
          ? (item) => (
              <Checkbox.Card
                className={classes.tile}
                checked={selection.ids.has(item._id)}
                onChange={() => onToggle(item._id)}
                aria-label={item.name || item.description}
                radius="md"
              >
                <TilePicture item={item} className={classes.img} />
                <Checkbox.Indicator className={classes.check} />
              </Checkbox.Card>
            )
          : undefined
      }
    />
  );
}
