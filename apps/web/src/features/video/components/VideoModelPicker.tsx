import { useState } from 'react';
import { Badge, Group, Modal, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ModelEntry } from '@muse/contracts';
import { useSession } from '../../auth';
import { unavailableText } from '../../models';
import { CAPABILITY_LABELS, videoModelsFor, type CapabilityFilter, type VideoModel } from '../video-settings';
import classes from './Video.module.css';

interface VideoModelPickerProps {
  opened: boolean;
  onClose: () => void;
  models: readonly ModelEntry[];
  selected: string;
  onSelect: (model: VideoModel) => void;
}

const FILTERS: { value: CapabilityFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...(Object.entries(CAPABILITY_LABELS) as [CapabilityFilter, string][]).map(([value, label]) => ({
    value,
    label,
  })),
];

/** The video model picker: a capability filter, then the models that can do it, unavailable ones with why. */
export function VideoModelPicker({ opened, onClose, models, selected, onSelect }: VideoModelPickerProps) {
  const { isAdmin } = useSession();
  const [filter, setFilter] = useState<CapabilityFilter>('all');
  const shown = videoModelsFor(models, filter);
  return (
    <Modal opened={opened} onClose={onClose} title="Choose a video model" size="lg">
      <Stack gap="md">
        <SegmentedControl
          aria-label="What the model makes"
          value={filter}
          onChange={(v) => setFilter(v as CapabilityFilter)}
          data={FILTERS}
          fullWidth
        />
        {shown.length === 0 && <Text c="dimmed">No model here makes that yet.</Text>}
        <div className={classes.modelGrid}>
          {shown.map((m) => (
            <UnstyledButton
              key={m.key}
              className={classes.modelCard}
              data-selected={m.key === selected || undefined}
              disabled={!m.available}
              aria-pressed={m.key === selected}
              aria-label={m.available ? m.name : `${m.name} (${unavailableText(m, isAdmin)})`}
              onClick={() => {
                onSelect(m);
                onClose();
              }}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={600}>{m.name}</Text>
                <Badge variant="light" size="sm">
                  from {m.video.credits} cr
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" lineClamp={3}>
                {m.available ? m.video.description : unavailableText(m, isAdmin)}
              </Text>
              <Group gap={4} mt={6}>
                {m.video.capabilities.map((c) => (
                  <Badge key={c} size="xs" variant="outline" color="gray">
                    {CAPABILITY_LABELS[c]}
                  </Badge>
                ))}
              </Group>
            </UnstyledButton>
          ))}
        </div>
      </Stack>
    </Modal>
  );
}
