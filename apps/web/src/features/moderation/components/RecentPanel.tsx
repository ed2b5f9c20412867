import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { moderationApi, moderationKeys, type RecentList } from '../moderation.api';
import { ModerationItemCard } from './ModerationItemCard';
import classes from './Moderation.module.css';

const LISTS: { value: RecentList; label: string; empty: string }[] = [
  { value: 'public', label: 'Public', empty: 'No public images yet.' },
  { value: 'private', label: 'Private', empty: 'No private images yet.' },
  { value: 'canva', label: 'From Canva', empty: 'Nothing made from Canva yet.' },
];

/** The admin's Recent panel: the newest finished images of everyone, in three lists. */
export function RecentPanel() {
  const [list, setList] = useState<RecentList>('public');
  const recent = useQuery({
    queryKey: moderationKeys.recent(list),
    queryFn: ({ signal }) => moderationApi.recent(list, signal),
    meta: { shownInPlace: () => true },
  });
  const current = LISTS.find((l) => l.value === list)!;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Which recent images"
        value={list}
        onChange={(v) => setList(v as RecentList)}
        data={LISTS.map(({ value, label }) => ({ value, label }))}
        fullWidth
      />
      {recent.isPending ? (
        <LoadingState label="Loading the recent images…" />
      ) : recent.isError ? (
        <ErrorState
          title="Couldn't load the recent images"
          error={recent.error}
          onRetry={() => void recent.refetch()}
          retrying={recent.isFetching}
        />
      ) : recent.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {current.empty}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={`${current.label} recent images`}>
          {recent.data.map((item) => (
            <ModerationItemCard key={item._id} item={item} owner={null} />
          ))}
        </ul>
      )}
    </Stack>
  );
}
