import { ActionIcon, Group, Paper, SimpleGrid, Textarea, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { OFFICE_LIMITS } from '@muse/contracts';
import type { EditableRow } from '../qa-rows';

interface QaRowItemProps {
  row: EditableRow;
  /** 1-based number among the shown rows */
  number: number;
  canDelete: boolean;
  /** the trailing blank row: typing in it adds another */
  isNew: boolean;
  error?: { question?: string; answer?: string };
  onChange: (patch: { question?: string; answer?: string }) => void;
  onDelete: () => void;
}

/** One question/answer pair of the Train AI list: side by side on wide screens, stacked on narrow ones. */
export function QaRowItem({ row, number, canDelete, isNew, error, onChange, onDelete }: QaRowItemProps) {
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      component="li"
      aria-label={isNew ? 'New pair' : `Pair ${number}`}
      bg={isNew ? 'transparent' : undefined}
      style={isNew ? { borderStyle: 'dashed' } : undefined}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="xs"
          verticalSpacing={6}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Textarea
            label={`Question ${number}`}
            placeholder={isNew ? 'Type a new question…' : undefined}
            size="sm"
            autosize
            minRows={1}
            maxRows={4}
            maxLength={OFFICE_LIMITS.qaQuestion}
            value={row.question}
            onChange={(e) => onChange({ question: e.currentTarget.value })}
            error={error?.question}
          />
          <Textarea
            label={`Answer ${number}`}
            placeholder={isNew ? '…and its answer' : undefined}
            size="sm"
            autosize
            minRows={1}
            maxRows={8}
            maxLength={OFFICE_LIMITS.qaAnswer}
            value={row.answer}
            onChange={(e) => onChange({ answer: e.currentTarget.value })}
            error={error?.answer}
          />
        </SimpleGrid>
        {canDelete ? (
          <Tooltip label="Delete this pair">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete question ${number}`}
              onClick={onDelete}
              mt={26}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          // keeps the last row's fields as wide as the others'
          <div style={{ width: 28, flex: 'none' }} aria-hidden />
        )}
      </Group>
    </Paper>
  );
}
