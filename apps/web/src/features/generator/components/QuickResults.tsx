import { EmptyState } from '@mantine/core';
import { IconSearch, IconShieldX } from '@tabler/icons-react';
import { ErrorState } from '../../../shared/ErrorState';
import type { GridLayout } from '../hooks/use-layout-pref';
import { useQuickResults } from '../hooks/use-quick-results';
import { QUICK_SEARCH_EMPTY, QUICK_SEARCH_HINT } from '../quick-search';
import { GridSkeleton, ImageGrid } from './ImageGrid';

/** Public images similar to the keywords or prompt typed above (the generator's box). */
export function QuickResults({
  typed,
  keywords,
  layout,
}: {
  typed: string;
  keywords: string;
  layout: GridLayout;
}) {
  const quick = useQuickResults({ typed, keywords });
  if (quick.tooShort)
    return (
      <EmptyState
        icon={<IconSearch size={26} aria-hidden />}
        title="Find similar images"
        description={QUICK_SEARCH_HINT}
        py="xl"
      />
    );
  if (quick.checking) return <GridSkeleton layout={layout} />;
  if (quick.checkError)
    return (
      <ErrorState
        title="Couldn't search"
        message={quick.checkError}
        onRetry={quick.retryCheck}
        retrying={quick.retryingCheck}
      />
    );
  if (quick.blockedText)
    return (
      <EmptyState
        role="alert"
        variant="light"
        color="red"
        icon={<IconShieldX size={26} aria-hidden />}
        title="This search was blocked"
        description={quick.blockedText}
        py="xl"
      />
    );
  return (
    <ImageGrid
      list={quick.list}
      layout={layout}
      empty={{
        title: QUICK_SEARCH_EMPTY,
        description: `No public image matches “${keywords}” yet. Try other words.`,
        icon: <IconSearch size={26} aria-hidden />,
      }}
      errorTitle="Couldn't search the images"
    />
  );
}
