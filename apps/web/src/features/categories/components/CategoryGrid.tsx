import { Checkbox, EmptyState, Skeleton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { ImageItem } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import type { useCategoryItems } from '../hooks/use-category-items';
import { useInfiniteScroll } from '../../../shared/hooks/use-infinite-scroll';
import type { Selection } from '../selection';
import classes from './CategoryGrid.module.css';
import { LoadMore } from '../../../shared/LoadMore';

export type TileSize = 'large' | 'small';

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
  const sentinel = useInfiniteScroll(list);
  const { search } = useLocation();
  const selecting = selection.mode !== 'off';

  if (list.isPending)
    return (
      <div className={classes.grid} data-layout={layout} aria-busy="true" aria-label="Loading images">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className={classes.tile} radius="md" />
        ))}
      </div>
    );
  if (list.isError && list.items.length === 0)
    return (
      <ErrorState
        title={`Couldn't load the images of “${categoryName}”`}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  if (list.items.length === 0)
    return (
      <EmptyState
        icon={<IconPhoto size={26} aria-hidden />}
        title={isNew ? 'Every image is in a category' : 'No images in this category'}
        description={
          isNew
            ? 'New images land here until you sort them.'
            : 'Select images in another category and move them here.'
        }
        py="xl"
      />
    );

  const filenames = list.items.map((i) => i.filename);
  return (
    <>
      <ul className={classes.grid} data-layout={layout} aria-label={`Images in ${categoryName}`}>
        {list.items.map((item) => (
          <li key={item._id}>
            {selecting ? (
              <Checkbox.Card
                className={classes.tile}
                checked={selection.ids.has(item._id)}
                onChange={() => onToggle(item._id)}
                aria-label={item.name || item.description}
                radius="md"
              >
                <Picture item={item} />
                <Checkbox.Indicator className={classes.check} />
              </Checkbox.Card>
            ) : (
              <Link
                to={{ pathname: `/images/${encodeURIComponent(item.filename)}`, search }}
                state={{ list: filenames }}
                className={classes.tile}
                aria-label={item.name || item.description}
              >
                <Picture item={item} />
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      <LoadMore list={list} />
    </>
  );
}

function Picture({ item }: { item: ImageItem }) {
  const src = item.imageThumbUrl ?? item.imageUrl;
  return src ? (
    <img src={src} alt={item.description} loading="lazy" className={classes.img} />
  ) : (
    <span className={classes.placeholder}>{item.finishedOn ? 'No image' : 'In the queue'}</span>
  );
}
