import { useState } from 'react';
import { Button, Group, Loader, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { categoryCountBounds, clampCategoryCount } from '@muse/domain';
import { isApiError } from '../../../app/api-error';
import { formatDateTime, formatRelativeTime } from '../../../shared/format-time';
import { SORTING_TEXT, canRequestSort, countHint, initialCount } from '../auto-sort';
import { useAutoSort } from '../hooks/use-auto-sort';

/**
 * Auto-categorise: how many categories, clamped to the tier's bounds; while the request runs, "Sorting your
 * images…" (polled every 10 s); then the categories refresh.
 */
export function AutoSortPanel({ tier }: { tier: unknown }) {
  const { query, status, start } = useAutoSort();
  const [raw, setRaw] = useState<string | number>(() => initialCount(tier));
  const count = clampCategoryCount(tier, raw);
  const { min, max } = categoryCountBounds(tier);
  const running = status.state === 'running';
  const alreadyRunning = isApiError(start.error) && start.error.status === 409;

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Sort automatically">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Text fw={600} size="sm">
            Sort automatically
          </Text>
          <Text size="sm" c="dimmed">
            Groups the images in New into categories named after what they show.
          </Text>
        </Stack>
        <NumberInput
          label="Categories"
          description={countHint(tier)}
          value={raw}
          onChange={setRaw}
          onBlur={() => setRaw(count)}
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          w={150}
          disabled={running}
        />
        <Button
          leftSection={<IconWand size={16} aria-hidden />}
          disabled={!canRequestSort(count, status) || query.isPending}
          loading={start.isPending}
          onClick={() => {
            setRaw(count);
            start.mutate(count);
          }}
        >
          Sort images
        </Button>
      </Group>
      <div aria-live="polite">
        {running && (
          <Group gap="xs" mt="sm" role="status">
            <Loader size="xs" />
            <Text size="sm">{SORTING_TEXT}</Text>
          </Group>
        )}
        {status.state === 'done' && !running && (
          <Text size="sm" c="dimmed" mt="sm" title={formatDateTime(status.finishedOn)}>
            {status.message ?? `Last sorted ${formatRelativeTime(status.finishedOn)}.`}
          </Text>
        )}
        {alreadyRunning && !running && (
          <Text size="sm" c="dimmed" mt="sm">
            Your images are already being sorted into categories.
          </Text>
        )}
        {query.isError && (
          <Group gap="xs" mt="sm" role="alert">
            <Text size="sm" c="red">
              Couldn't check whether your images are being sorted.
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Group>
        )}
      </div>
    </Paper>
  );
}
