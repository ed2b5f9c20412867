import {
  ActionIcon,
  Chip,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconDice5, IconX } from '@tabler/icons-react';
import type { ModelEntry } from '@muse/contracts';
import { SEED_MAX } from '@muse/domain';
import { STEPS_BOUNDS, clampSide, parseSize, randomSeed } from '../generation-settings';
import type { GenerationSettings } from '../generation-settings';

interface SettingsPanelProps {
  model: ModelEntry | undefined;
  settings: GenerationSettings;
  onChange: (settings: GenerationSettings) => void;
  imageCounts: readonly number[];
}

function SideSlider(props: {
  label: string;
  value: number;
  bounds: { min: number; max: number; step: number };
  onChange: (v: number) => void;
}) {
  return (
    <div>
      <Text size="sm" fw={500} id={`${props.label}-label`}>
        {props.label}: {props.value}px
      </Text>
      <Slider
        min={props.bounds.min}
        max={props.bounds.max}
        step={props.bounds.step}
        value={props.value}
        onChange={props.onChange}
        thumbLabel={props.label}
        label={null}
      />
    </div>
  );
}

/** Size presets of the model, custom width and height within its bounds, steps, count and seed. */
export function SettingsPanel({ model, settings, onChange, imageCounts }: SettingsPanelProps) {
  const image = model?.image;
  const bounds = image?.sizeBounds ?? { min: 256, max: 1920, step: 8 };
  const current = `${settings.width}x${settings.height}`;
  const preset = image?.sizes.includes(current) ? current : 'custom';
  const set = (patch: Partial<GenerationSettings>) => onChange({ ...settings, ...patch });
  return (
    <Paper withBorder p="md" radius="md" aria-label="Size and settings" component="section">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={6}>
            Size
          </Text>
          <Chip.Group
            value={preset}
            onChange={(v) => {
              if (typeof v === 'string' && v !== 'custom') set(parseSize(v));
              else set({ width: clampSide(settings.width + bounds.step, image), height: settings.height });
            }}
          >
            <Group gap="xs">
              {(image?.sizes ?? []).map((s) => (
                <Chip key={s} value={s} size="sm">
                  {s.replace('x', '×')}
                </Chip>
              ))}
              <Chip value="custom" size="sm">
                Custom
              </Chip>
            </Group>
          </Chip.Group>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SideSlider
            label="Width"
            value={settings.width}
            bounds={bounds}
            onChange={(width) => set({ width })}
          />
          <SideSlider
            label="Height"
            value={settings.height}
            bounds={bounds}
            onChange={(height) => set({ height })}
          />
          <div>
            <Text size="sm" fw={500}>
              Steps: {settings.steps}
            </Text>
            <Slider
              min={STEPS_BOUNDS.min}
              max={STEPS_BOUNDS.max}
              step={STEPS_BOUNDS.step}
              value={settings.steps}
              onChange={(steps) => set({ steps })}
              thumbLabel="Steps"
              label={null}
            />
          </div>
          <div>
            <Text size="sm" fw={500} mb={6}>
              Number of images
            </Text>
            <SegmentedControl
              aria-label="Number of images"
              data={imageCounts.map(String)}
              value={String(settings.number)}
              onChange={(v) => set({ number: Number(v) })}
            />
          </div>
        </SimpleGrid>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <NumberInput
            label="Seed"
            placeholder="Random"
            min={0}
            max={SEED_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={settings.seed ?? ''}
            onChange={(v) => set({ seed: typeof v === 'number' ? v : null })}
            style={{ flex: 1, maxWidth: 260 }}
          />
          <Tooltip label="Random seed">
            <ActionIcon
              size="lg"
              variant="default"
              aria-label="Random seed"
              onClick={() => set({ seed: randomSeed() })}
            >
              <IconDice5 size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {settings.seed !== null && (
            <Tooltip label="Clear seed">
              <ActionIcon
                size="lg"
                variant="subtle"
                aria-label="Clear seed"
                onClick={() => set({ seed: null })}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
