import { Button, Group, Select, Text } from '@mantine/core';
import { IconCheckbox, IconFolderSymlink, IconPhotoCheck, IconTrash } from '@tabler/icons-react';
import type { Category, ImageItem } from '@muse/contracts';
import { NEW_CATEGORY_ID } from '@muse/domain';
import { notifySuccess } from '../../../app/notify';
import { useConfirm } from '../../../shared/confirm';
import { pictureOf } from '../category-updates';
import type { useCategoryActions } from '../hooks/use-category-actions';
import type { Selection } from '../selection';
import { selectionButtonLabel } from '../selection';

interface SelectionBarProps {
  categories: readonly Category[];
  category: Category;
  selection: Selection;
  /** the selected images, in list order */
  selected: readonly ImageItem[];
  canSelect: boolean;
  onCycle: () => void;
  onDone: () => void;
  moveTarget: string | null;
  onMoveTarget: (id: string | null) => void;
  actions: ReturnType<typeof useCategoryActions>;
}

const plural = (n: number) => `${n} image${n === 1 ? '' : 's'}`;

/**
 * Selection mode (off → all → none) and what to do with the selected images: move them to another
 * category, make one of them the category's picture, or delete them after a confirmation.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { categories, category, selection, selected, actions, moveTarget } = props;
  const confirm = useConfirm();
  const selecting = selection.mode !== 'off';
  const count = selected.length;
  const ids = selected.map((i) => i._id);
  const targets = categories.filter((c) => c._id !== category._id);
  const target = targets.find((c) => c._id === moveTarget) ?? null;
  const picture = count === 1 ? pictureOf(selected[0]) : null;
  const isNew = category._id === NEW_CATEGORY_ID;

  const move = () => {
    if (!target || count === 0) return;
    actions.move.mutate(
      { from: category._id, to: target._id, ids },
      {
        onSuccess: () => {
          notifySuccess(`Moved ${plural(count)} to “${target.name}”.`);
          props.onDone();
        },
      },
    );
  };

  const remove = async () => {
    const deleted = await confirm({
      title: `Delete ${plural(count)}?`,
      message:
        count === 1
          ? "It is deleted for good, with its file. This can't be undone."
          : "They are deleted for good, with their files. This can't be undone.",
      confirmLabel: 'Delete',
      action: () => actions.deleteImages.mutateAsync({ categoryId: category._id, ids }),
    });
    if (!deleted) return;
    notifySuccess(`Deleted ${plural(count)}.`);
    props.onDone();
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="toolbar" aria-label="Selected images">
      <Button
        variant={selecting ? 'light' : 'default'}
        leftSection={<IconCheckbox size={16} aria-hidden />}
        onClick={props.onCycle}
        disabled={!selecting && !props.canSelect}
        aria-pressed={selecting}
      >
        {selectionButtonLabel(selection.mode)}
      </Button>
      {selecting && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" mb={8}>
            {count} selected
          </Text>
          <Group gap={6} align="flex-end" wrap="nowrap">
            <Select
              aria-label="Move to category"
              placeholder="Move to…"
              data={targets.map((c) => ({ value: c._id, label: c.name }))}
              value={target?._id ?? null}
              onChange={props.onMoveTarget}
              w={170}
              comboboxProps={{ withinPortal: true }}
            />
            <Button
              variant="default"
              leftSection={<IconFolderSymlink size={16} aria-hidden />}
              disabled={!target || count === 0}
              loading={actions.move.isPending}
              onClick={move}
            >
              Move
            </Button>
          </Group>
          {!isNew && (
            <Button
              variant="default"
              leftSection={<IconPhotoCheck size={16} aria-hidden />}
              disabled={!picture}
              title={count === 1 ? undefined : 'Select one image'}
              loading={actions.setPicture.isPending}
              onClick={() =>
                picture &&
                actions.setPicture.mutate(
                  { categoryId: category._id, url: picture },
                  { onSuccess: () => notifySuccess(`“${category.name}” has a new picture.`) },
                )
              }
            >
              Use as picture
            </Button>
          )}
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={count === 0}
            onClick={() => void remove()}
          >
            Delete
          </Button>
        </>
      )}
    </Group>
  );
}
