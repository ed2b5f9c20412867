import { Badge, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloud, IconCpu, IconPlugConnectedX } from '@tabler/icons-react';
import type { Capability, ModelEntry } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import { useSession } from '../../auth';
import { unavailableText } from '../availability-text';
import { useModels } from '../hooks/use-models';
import classes from './ModelAvailability.module.css';

function ModelRow({ model, isAdmin }: { model: ModelEntry; isAdmin: boolean }) {
  const Icon = model.kind === 'local' ? IconCpu : IconCloud;
  return (
    <Group className={classes.row} wrap="nowrap" gap="sm" data-available={model.available || undefined}>
      <ThemeIcon variant="light" color={model.available ? 'muse' : 'gray'} radius="md" size={34}>
        <Icon size={18} aria-hidden />
      </ThemeIcon>
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={600} truncate="end">
          {model.name}
        </Text>
        <Text size="xs" c="dimmed">
          {model.kind === 'local' ? 'Runs on this server' : 'Hosted'} · {model.engine}
          {!model.available ? ` · ${unavailableText(model, isAdmin)}` : ''}
        </Text>
      </Stack>
      <Badge variant="light" color={model.available ? 'teal' : 'gray'} size="sm" style={{ flex: 'none' }}>
        {model.available ? 'Ready' : 'Unavailable'}
      </Badge>
    </Group>
  );
}

/** Which models of a view this server can run today (GET /api/models), with loading, empty and error states. */
export function ModelAvailability({
  capabilities,
  noun,
}: {
  capabilities: readonly Capability[];
  noun: string;
}) {
  const models = useModels(capabilities);
  const { isAdmin } = useSession();

  return (
    <Card padding="lg" className={classes.card}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h5">
          Models on this server
        </Title>
        {models.data && models.data.length > 0 && (
          <Text size="xs" c="dimmed">
            {models.data.filter((m) => m.available).length} of {models.data.length} ready
          </Text>
        )}
      </Group>
      {models.isPending && (
        <Stack gap="sm" aria-label="Loading models" role="status">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={44} radius="md" />
          ))}
        </Stack>
      )}
      {models.isError && (
        <ErrorState
          title="Couldn't load the models"
          error={models.error}
          onRetry={() => void models.refetch()}
          retrying={models.isFetching}
        />
      )}
      {models.data && models.data.length === 0 && (
        <Group gap="sm" c="dimmed" py="sm" wrap="nowrap">
          <IconPlugConnectedX size={20} aria-hidden />
          <Text size="sm">No {noun} models in this server&apos;s catalogue yet.</Text>
        </Group>
      )}
      {models.data && models.data.length > 0 && (
        <Stack gap={4}>
          {models.data.map((model) => (
            <ModelRow key={model.key} model={model} isAdmin={isAdmin} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
