import { useState } from 'react';
import { Group, Skeleton, Stack } from '@mantine/core';
import { NEW_CATEGORY_ID } from '@muse/domain';
import { ErrorState } from '../../../shared/ErrorState';
import { useSession } from '../../auth';
import { useCategories } from '../hooks/use-categories';
import { useCategoryActions } from '../hooks/use-category-actions';
import { useCategoryItems } from '../hooks/use-category-items';
import { NO_SELECTION, cycleSelection, keepListed, toggleSelected } from '../selection';
import type { Selection } from '../selection';
import { AutoSortPanel } from './AutoSortPanel';
import { CategoryGrid } from './CategoryGrid';
import type { TileSize } from './CategoryGrid';
import { CategoryNameForm } from './CategoryNameForm';
import { CategoryPicker } from './CategoryPicker';
import { SelectionBar } from './SelectionBar';

/**
 * The Organizer tab: pick a category, rename, create or delete categories, select images to move, delete or
 * make the category's picture, and ask for an automatic sort.
 */
export function CategoriesManager({ layout }: { layout: TileSize }) {
  const { session } = useSession();
  const categories = useCategories();
  const actions = useCategoryActions();
  const [categoryId, setCategoryId] = useState<string>(NEW_CATEGORY_ID);
  const [picked, setPicked] = useState<Selection>(NO_SELECTION);
  const [moveTarget, setMoveTarget] = useState<string | null>(null);
  const list = categories.data ?? [];
  const category = list.find((c) => c._id === categoryId) ?? list[0];
  const items = useCategoryItems(category?._id ?? NEW_CATEGORY_ID);
  const listedIds = items.items.map((i) => i._id);
  const selection = keepListed(picked, listedIds);
  const selected = items.items.filter((i) => selection.ids.has(i._id));

  const choose = (id: string) => {
    setCategoryId(id);
    setPicked(NO_SELECTION);
    if (moveTarget === id) setMoveTarget(null);
  };

  if (categories.isPending)
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading categories">
        <Group gap="sm">
          <Skeleton h={36} w={240} radius="sm" />
          <Skeleton h={36} w={240} radius="sm" />
        </Group>
        <Skeleton h={80} radius="md" />
      </Stack>
    );
  if (categories.isError || !category)
    return (
      <ErrorState
        title="Couldn't load your categories"
        error={categories.error}
        onRetry={() => void categories.refetch()}
        retrying={categories.isRefetching}
      />
    );

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <CategoryPicker categories={list} value={category._id} onChange={choose} />
        <CategoryNameForm
          categories={list}
          selected={category}
          actions={actions}
          onCreated={(created) => setMoveTarget(created._id)}
          onDeleted={() => choose(NEW_CATEGORY_ID)}
        />
      </Group>
      <AutoSortPanel tier={session?.subscription} />
      <SelectionBar
        categories={list}
        category={category}
        selection={selection}
        selected={selected}
        canSelect={listedIds.length > 0}
        onCycle={() => setPicked(cycleSelection(selection, listedIds))}
        onDone={() => setPicked({ mode: 'none', ids: new Set() })}
        moveTarget={moveTarget}
        onMoveTarget={setMoveTarget}
        actions={actions}
      />
      <CategoryGrid
        list={items}
        categoryName={category.name}
        isNew={category._id === NEW_CATEGORY_ID}
        layout={layout}
        selection={selection}
        onToggle={(id) => setPicked(toggleSelected(selection, id))}
      />
    </Stack>
  );
}
