import { useState } from 'react';
import { Button, Group, TextInput, Tooltip } from '@mantine/core';
import { IconFolderPlus, IconTrash } from '@tabler/icons-react';
import type { Category } from '@muse/contracts';
import { NEW_CATEGORY_ID } from '@muse/domain';
import { notifySuccess } from '../../../app/notify';
import { useConfirm } from '../../../shared/confirm';
import { NAME_MAX, checkName, nameModeFor } from '../category-name';
import type { NameMode } from '../category-name';
import type { useCategoryActions } from '../hooks/use-category-actions';

interface CategoryNameFormProps {
  categories: readonly Category[];
  selected: Category;
  actions: ReturnType<typeof useCategoryActions>;
  onCreated: (category: Category) => void;
  onDeleted: () => void;
}

/**
 * Rename the selected category, or type a new name to create one, and delete the selected category
 * after a confirmation. With New selected the field always creates.
 */
export function CategoryNameForm({
  categories,
  selected,
  actions,
  onCreated,
  onDeleted,
}: CategoryNameFormProps) {
  // The edit belongs to one category: picking another starts afresh from its name.
  const [edit, setEdit] = useState<{ categoryId: string; mode: NameMode; draft: string } | null>(null);
  const confirm = useConfirm();
  const isNew = selected._id === NEW_CATEGORY_ID;
  const current = edit?.categoryId === selected._id ? edit : null;
  const mode = nameModeFor(selected._id, current?.mode ?? 'rename');
  const draft = current?.draft ?? (mode === 'rename' ? selected.name : '');
  const check = checkName({ mode, selected, draft, categories });
  const busy = actions.create.isPending || actions.rename.isPending;

  const save = () => {
    const action = check.action;
    if (!action || busy) return;
    if (action.kind === 'create')
      actions.create.mutate(action.name, {
        onSuccess: (category) => {
          setEdit(null);
          notifySuccess(`Created the category “${category.name}”.`);
          onCreated(category);
        },
      });
    else actions.rename.mutate({ id: action.id, name: action.name }, { onSuccess: () => setEdit(null) });
  };

  const remove = async () => {
    const deleted = await confirm({
      title: `Delete the category “${selected.name}”?`,
      message: 'Its images are not deleted: they go back to New.',
      confirmLabel: 'Delete category',
      action: () => actions.remove.mutateAsync(selected._id),
    });
    if (deleted) onDeleted();
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={mode === 'create' ? 'New category' : 'Name'}
          placeholder={mode === 'create' ? 'Name a new category' : undefined}
          value={draft}
          onChange={(e) => setEdit({ categoryId: selected._id, mode, draft: e.currentTarget.value })}
          error={check.problem}
          maxLength={NAME_MAX}
          w={{ base: '100%', xs: 240 }}
        />
        <Button type="submit" disabled={!check.action} loading={busy}>
          {mode === 'create' ? 'Create' : 'Save'}
        </Button>
        {!isNew &&
          (mode === 'rename' ? (
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={16} aria-hidden />}
              onClick={() => setEdit({ categoryId: selected._id, mode: 'create', draft: '' })}
            >
              New category
            </Button>
          ) : (
            <Button variant="subtle" onClick={() => setEdit(null)}>
              Cancel
            </Button>
          ))}
        {!isNew && (
          <Tooltip label="Delete this category (its images stay)">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void remove()}
            >
              Delete category
            </Button>
          </Tooltip>
        )}
      </Group>
    </form>
  );
}
