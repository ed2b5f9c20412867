import { useEffect, useRef } from 'react';
import { Button, Center, EmptyState, Skeleton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../shared/ErrorState';
import type { ImageListKind } from '../generator.api';
import type { GridLayout } from '../hooks/use-layout-pref';
import { useImageList } from '../hooks/use-image-list';
import classes from './ImageGrid.module.css';

export const EMPTY_TEXT = 'Your images will appear here';

const EMPTY: Record<ImageListKind, string> = {
  mine: EMPTY_TEXT,
  favorites: 'Images you like will appear here',
  popular: 'No popular images yet',
};

/** One creations list with infinite scroll (`after` paging), skeletons, empty and error states. */
export function ImageGrid({
  kind,
  keywords,
  layout,
  enabled,
}: {
  kind: ImageListKind;
  keywords: string;
  layout: GridLayout;
  enabled: boolean;
}) {
  const list = useImageList(kind, keywords, enabled);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!enabled)
    return (
      <EmptyState
        icon={<IconPhoto size={26} aria-hidden />}
        title={EMPTY_TEXT}
        description="Sign in to create and keep your images."
        py="xl"
      />
    );
  if (list.notYet)
    return (
      <EmptyState
        icon={<IconPhoto size={26} aria-hidden />}
        title="Coming in this release"
        description="This list is not on this server yet."
        py="xl"
      />
    );
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
        title="Couldn't load your images"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  if (list.items.length === 0)
    return <EmptyState icon={<IconPhoto size={26} aria-hidden />} title={EMPTY[kind]} py="xl" />;

  const filenames = list.items.map((i) => i.filename);
  return (
    <>
      <ul className={classes.grid} data-layout={layout} aria-label="Images">
        {list.items.map((item) => (
          <li key={item._id}>
            <Link
              to={`/images/${encodeURIComponent(item.filename)}`}
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
      {list.hasNextPage && (
        <Center mt="md">
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        </Center>
      )}
      {list.isFetchNextPageError && (
        <Center mt="xs" c="red" fz="sm" role="alert">
          Couldn't load more images.
        </Center>
      )}
    </>
  );
}
