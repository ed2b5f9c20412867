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
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { Suspense } from 'react';
import { IconCrown, IconDice5 } from '@tabler/icons-react';
import type { ModelEntry } from '@muse/contracts';
import { SEED_MAX } from '@muse/domain';
import {
  STEPS_BOUNDS,
  clampSide,
  imageCountChoices,
  parseSize,
  randomSeed,
  switchSeed,
} from '../generation-settings';
import type { GenerationSettings } from '../generation-settings';
import { UltimateInputs } from '../../characters';

interface SettingsPanelProps {
  model: ModelEntry | undefined;
  settings: GenerationSettings;
  onChange: (settings: GenerationSettings) => void;
  imageCounts: readonly number[];
  /** a count the tier does not include was chosen: the page shows the Premium warning */
  onLockedCount: (count: number) => void;
  /** the signed-in user's plan; signed out: undefined (the Ultimate options show their crown) */
  tier: unknown;
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

/**
 * Size presets of the model, custom width and height within its bounds, steps, count and seed; Ultimate's
 * character and input picture.
 */
export function SettingsPanel({
  model,
  settings,
  onChange,
  imageCounts,
  onLockedCount,
  tier,
}: SettingsPanelProps) {
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
              data={imageCountChoices(imageCounts).map(({ count, locked }) => ({
                value: String(count),
                label: locked ? (
                  <Group gap={3} wrap="nowrap" justify="center">
                    {count}
                    <IconCrown size={13} aria-label="Premium" />
                  </Group>
                ) : (
                  String(count)
                ),
              }))}
              value={String(settings.number)}
              onChange={(v) => {
                const count = Number(v);
                if (imageCounts.includes(count)) set({ number: count });
                else onLockedCount(count);
              }}
            />
          </div>
        </SimpleGrid>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Switch
            label="Fixed seed"
            description="The same seed and prompt give the same picture"
            checked={settings.seed !== null}
            onChange={(e) => set({ seed: switchSeed(e.currentTarget.checked) })}
          />
          {settings.seed !== null && (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <NumberInput
                label="Seed"
                min={0}
                max={SEED_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={settings.seed}
                onChange={(v) => set({ seed: typeof v === 'number' ? v : 0 })}
                style={{ width: 180 }}
              />
              <Tooltip label="New random seed">
                <ActionIcon
                  size="lg"
                  variant="default"
                  aria-label="New random seed"
                  onClick={() => set({ seed: randomSeed() })}
                >
                  <IconDice5 size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
        {/* Ultimate's character and input picture: their code loads with the panel's first opening. */}
        <Suspense fallback={null}>
          <UltimateInputs
            model={model}
            tier={tier}
            characterId={settings.characterId ?? null}
            inputImage={settings.inputImage ?? null}
            onChange={(patch) => set(patch)}
          />
        </Suspense>
      </Stack>
    </Paper>
  );
}
