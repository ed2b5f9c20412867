import type { ReactNode } from 'react';
import { EmptyState, Skeleton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { ImageItem } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import type { GridLayout } from '../hooks/use-layout-pref';
import { useInfiniteScroll } from '../../../shared/hooks/use-infinite-scroll';
import classes from './ImageGrid.module.css';
import { LoadMore } from '../../../shared/LoadMore';

/** What ImageGrid needs of an infinite list query. */
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

interface ImageGridProps {
  list: PagedImages;
  layout: GridLayout;
  empty: { title: string; description?: string; icon?: ReactNode };
  errorTitle: string;
}

/** A paged list of image tiles opening the viewer: infinite scroll, skeletons, empty and error states. */
export function ImageGrid({ list, layout, empty, errorTitle }: ImageGridProps) {
  const sentinel = useInfiniteScroll(list);
  // The viewer opens over the page with the page's query, so a reload there keeps the tab.
  const { search } = useLocation();

  if (list.isPending) return <GridSkeleton layout={layout} />;
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
      <ul className={classes.grid} data-layout={layout} aria-label="Images">
        {list.items.map((item) => (
          <li key={item._id}>
            <Link
              to={{ pathname: `/images/${encodeURIComponent(item.filename)}`, search }}
              state={{ list: filenames }}
              className={classes.tile}
              aria-label={item.name || item.description}
            >
              {item.imageThumbUrl || item.imageUrl ? (
                <img
                  src={item.imageThumbUrl ?? item.imageUrl ?? ''}
                  alt={item.description}
                  loading="lazy"
                  className={classes.img}
                />
              ) : (
                <span className={classes.placeholder}>{item.finishedOn ? 'No image' : 'In the queue'}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      <LoadMore list={list} />
    </>
  );
}

export function GridSkeleton({ layout, count = 8 }: { layout: GridLayout; count?: number }) {
  return (
    <div className={classes.grid} data-layout={layout} aria-busy="true" aria-label="Loading images">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={classes.tile} radius="md" />
      ))}
    </div>
  );
}
