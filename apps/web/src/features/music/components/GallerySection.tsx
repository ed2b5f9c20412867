import type { ReactNode } from 'react';
import { useId } from 'react';
import { Badge, EmptyState, Group, Stack, Title } from '@mantine/core';
import { IconMusic } from '@tabler/icons-react';
import { ErrorState } from '../../../shared/ErrorState';
import classes from './Gallery.module.css';

export interface GalleryLoad {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isRefetching: boolean;
  refetch: () => unknown;
}

interface GallerySectionProps {
  title: string;
  /** how many tracks it holds, shown beside the title once loaded */
  count?: number;
  load: GalleryLoad;
  empty: { title: string; description?: string };
  isEmpty: boolean;
  /** what shows while loading */
  skeleton: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
  /** the error's title, when the gallery shares its request with others */
  errorTitle?: string;
}

/** A titled gallery with its loading, error and empty states. */
export function GallerySection({
  title,
  count,
  load,
  empty,
  isEmpty,
  skeleton,
  children,
  aside,
  errorTitle,
}: GallerySectionProps) {
  const id = useId();
  let body: ReactNode = children;
  if (load.isPending) body = skeleton;
  else if (load.isError && isEmpty)
    body = (
      <ErrorState
        title={errorTitle ?? `Couldn't load ${title}`}
        error={load.error}
        onRetry={() => void load.refetch()}
        retrying={load.isRefetching}
      />
    );
  else if (isEmpty)
    body = (
      <EmptyState
        icon={<IconMusic size={26} aria-hidden />}
        title={empty.title}
        description={empty.description}
        py="lg"
      />
    );
  return (
    <section className={classes.section} aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Title order={2} size="h3" id={id}>
              {title}
            </Title>
            {!load.isPending && count !== undefined && count > 0 && (
              <Badge variant="light" color="gray" size="sm">
                {count}
              </Badge>
            )}
          </Group>
          {aside}
        </Group>
        {body}
      </Stack>
    </section>
  );
}
