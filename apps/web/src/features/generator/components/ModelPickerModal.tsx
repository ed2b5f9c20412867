import { Badge, Group, Modal, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ModelEntry } from '@muse/contracts';
import { useSession } from '../../auth';
import { unavailableText } from '../../models';
import { sortImageModels } from '../generation-settings';
import classes from './ModelPickerModal.module.css';

interface ModelPickerModalProps {
  opened: boolean;
  onClose: () => void;
  models: readonly ModelEntry[];
  selected: string;
  onSelect: (model: ModelEntry) => void;
}

function groupsOf(models: readonly ModelEntry[]): [string, ModelEntry[]][] {
  const sorted = sortImageModels(models);
  const featured = sorted.filter((m) => m.image?.featured);
  const groups = new Map<string, ModelEntry[]>();
  for (const m of sorted.filter((x) => !x.image?.featured)) {
    const key = m.image?.group ?? 'Other';
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...(featured.length ? ([['Featured', featured]] as [string, ModelEntry[]][]) : []), ...groups];
}

/** Its price per image: "4 cr", or "4–8 cr" when a large size costs more up to the model's cap. */
function creditsLabel(m: ModelEntry): string {
  const credits = m.image?.credits ?? 0;
  const max = m.image?.maxCredits;
  return max !== undefined && max > credits ? `${credits}–${max} cr` : `${credits} cr`;
}

/** The model picker: featured models first, then each group; unavailable models are disabled with why. */
export function ModelPickerModal({ opened, onClose, models, selected, onSelect }: ModelPickerModalProps) {
  const { isAdmin } = useSession();
  return (
    <Modal opened={opened} onClose={onClose} title="Choose a model" size="lg">
      <Stack gap="lg">
        {groupsOf(models).map(([group, entries]) => (
          <section key={group} aria-label={group}>
            <Title order={3} size="h5" mb="xs">
              {group}
            </Title>
            <div className={classes.grid}>
              {entries.map((m) => (
                <UnstyledButton
                  key={m.key}
                  className={classes.card}
                  data-selected={m.key === selected || undefined}
                  disabled={!m.available}
                  aria-pressed={m.key === selected}
                  aria-label={m.available ? m.name : `${m.name} (${unavailableText(m, isAdmin)})`}
                  onClick={() => {
                    onSelect(m);
                    onClose();
                  }}
                >
                  {m.image?.img && (
                    <img className={classes.picture} src={m.image.img} alt="" loading="lazy" />
                  )}
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={600}>{m.name}</Text>
                    <Badge variant="light" size="sm">
                      {creditsLabel(m)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {m.available ? m.image?.description : unavailableText(m, isAdmin)}
                  </Text>
                </UnstyledButton>
              ))}
            </div>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
