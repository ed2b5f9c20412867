import type { ReactNode } from 'react';
import { EmptyState, Skeleton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link, useLocation } from './routing';
import type { ImageItem } from '@muse/contracts';
import { ErrorState } from './ErrorState';
import { imagePath } from './images-paths';
import { useInfiniteScroll } from './hooks/use-infinite-scroll';
import { LoadMore } from './LoadMore';
import shared from './ImageTiles.module.css';

/** Large tiles, or small ones to see more at once. */
export type TileLayout = 'large' | 'small';

/** What a tile grid needs of an infinite list query of images. */
export interface PagedImages {
  items: readonly ImageItem[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isRefetching: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A list's own CSS module, whose `grid`, `tile` and `img` compose those of ImageTiles.module.css (adding its
 * tile widths, hover, selection).
 */
export type TileClasses = Readonly<Partial<Record<'grid' | 'tile' | 'img', string>>>;

interface ImageTilesProps {
  list: PagedImages;
  layout: TileLayout;
  classes: TileClasses;
  /** the list's accessible name */
  label: string;
  errorTitle: string;
  empty: { title: string; description?: string; icon?: ReactNode };
  /** a tile other than the link to the viewer (the organizer's checkbox while selecting) */
  renderTile?: (item: ImageItem) => ReactNode;
  /** a small action over a tile's corner (My creations' Edit) */
  tileAction?: (item: ImageItem) => ReactNode;
}

/**
 * A paged list of square image tiles that open the viewer: skeletons while the first page loads, its error or
 * empty state, infinite scroll and "Load more".
 */
export function ImageTiles({
  list,
  layout,
  classes,
  label,
  errorTitle,
  empty,
  renderTile,
  tileAction,
}: ImageTilesProps) {
  const sentinel = useInfiniteScroll(list);
  // The viewer opens over the page with the page's query, so a reload there keeps the tab.
  const { pathname, search } = useLocation();

  if (list.isPending) return <TilesSkeleton layout={layout} classes={classes} />;
  if (list.isError && list.items.length === 0)
    return (
      <ErrorState
        title={errorTitle}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  if (list.items.length === 0)
    return (
      <EmptyState
        icon={empty.icon ?? <IconPhoto size={26} aria-hidden />}
        title={empty.title}
        description={empty.description}
        py="xl"
      />
    );

  const filenames = list.items.map((i) => i.filename);
  return (
    <>
      <ul className={classes.grid} data-layout={layout} aria-label={label}>
        {list.items.map((item) => (
          <li key={item._id} className={tileAction ? shared.withAction : undefined}>
            {renderTile?.(item) ?? (
              <Link
                to={{ pathname: imagePath(pathname, item.filename), search }}
                state={{ list: filenames }}
                className={classes.tile}
                aria-label={item.name || item.description}
              >
                <TilePicture item={item} className={classes.img} />
              </Link>
            )}
            {tileAction?.(item)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      <LoadMore list={list} />
    </>
  );
}

/** A tile's picture, or what it is waiting for. */
export function TilePicture({ item, className }: { item: ImageItem; className?: string }) {
  const src = item.imageThumbUrl ?? item.imageUrl;
  return src ? (
    <img src={src} alt={item.description} loading="lazy" className={className} />
  ) : (
    <span className={shared.placeholder}>{item.finishedOn ? 'No image' : 'In the queue'}</span>
  );
}

export function TilesSkeleton({
  layout,
  classes,
  count = 8,
}: {
  layout: TileLayout;
  classes: TileClasses;
  count?: number;
}) {
  return (
    <div className={classes.grid} data-layout={layout} aria-busy="true" aria-label="Loading images">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={classes.tile} radius="md" />
      ))}
    </div>
  );
}
