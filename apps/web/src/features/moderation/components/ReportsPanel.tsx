import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { REPORT_TYPE_LABELS, REPORT_TYPES } from '@muse/domain';
import { ErrorState } from '../../../shared/ErrorState';
import { formatRelativeTime } from '../../../shared/format-time';
import { LoadingState } from '../../../shared/LoadingState';
import { useModerationActions } from '../hooks/use-moderation-actions';
import { moderationApi, moderationKeys } from '../moderation.api';
import { ModerationItemCard } from './ModerationItemCard';
import classes from './Moderation.module.css';

/** Items with open reports, the most recently reported first: what was reported, how often, and by whom made. */
export function ReportsPanel() {
  const { handled } = useModerationActions();
  const reports = useQuery({
    queryKey: moderationKeys.reports,
    queryFn: ({ signal }) => moderationApi.reports(signal),
    meta: { shownInPlace: () => true },
  });
  if (reports.isPending) return <LoadingState label="Loading the reports…" />;
  if (reports.isError)
    return (
      <ErrorState
        title="Couldn't load the reports"
        error={reports.error}
        onRetry={() => void reports.refetch()}
        retrying={reports.isFetching}
      />
    );
  const list = reports.data.reports;
  if (list.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No open reports. When someone reports an image or a video, it shows up here.
      </Text>
    );
  return (
    <ul className={classes.list} aria-label="Reported items">
      {list.map((r) => (
        <ModerationItemCard
          key={r.item._id}
          item={r.item}
          owner={r.owner}
          fromReports
          extraActions={
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={handled.isPending && handled.variables._id === r.item._id}
              onClick={() => handled.mutate(r.item)}
            >
              Keep it
            </Button>
          }
        >
          <Group gap={6} wrap="wrap" role="group" aria-label={`${r.total} reports`}>
            {REPORT_TYPES.filter((t) => r.reports[t] > 0).map((t) => (
              <Badge key={t} color="orange" variant="light">
                {REPORT_TYPE_LABELS[t]} · {r.reports[t]}
              </Badge>
            ))}
            <Text size="xs" c="dimmed">
              last {formatRelativeTime(r.lastReportedOn)}
            </Text>
          </Group>
        </ModerationItemCard>
      ))}
    </ul>
  );
}
