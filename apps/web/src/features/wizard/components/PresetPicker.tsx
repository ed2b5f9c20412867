import { Button, Loader, SimpleGrid, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconAdjustments, IconMoodSmile, IconPalette, IconSparkles, IconWand } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { PRESET_CATEGORIES, PRESET_PROMPTS, type PresetCategory, type PresetPrompt } from '@muse/domain';
import { chosenPreset } from '../wizard-flow';
import { PRESET_ICONS } from './preset-icons';
import classes from './PhotoWizard.module.css';

const CATEGORY: Record<PresetCategory, { label: string; icon: Icon; note: string }> = {
  restoration: { label: 'Restore', icon: IconSparkles, note: 'Repair and sharpen old or damaged photos.' },
  fun: { label: 'Fun', icon: IconMoodSmile, note: 'Put yourself in a new story.' },
  art: { label: 'Art', icon: IconPalette, note: 'Turn your photo into a work of art.' },
  edits: { label: 'Edits', icon: IconAdjustments, note: 'Change one thing, keep the rest.' },
};

interface PresetPickerProps {
  prompt: string;
  onPick: (preset: PresetPrompt) => void;
  compact: boolean;
  /** a phone: the tabs go without icons to fit on one line */
  narrow: boolean;
  disabled: boolean;
}

/** The presets of the four categories, each a button with its icon; the chosen one is pressed. */
export function PresetPicker({ prompt, onPick, compact, narrow, disabled }: PresetPickerProps) {
  const chosen = chosenPreset(prompt);
  return (
    <Tabs defaultValue={chosen?.category ?? 'restoration'} keepMounted={false}>
      <Tabs.List aria-label="Kinds of change">
        {PRESET_CATEGORIES.map((category) => {
          const { label, icon: CategoryIcon } = CATEGORY[category];
          return (
            <Tabs.Tab
              key={category}
              value={category}
              leftSection={narrow ? undefined : <CategoryIcon size={16} aria-hidden />}
            >
              {label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {PRESET_CATEGORIES.map((category) => (
        <Tabs.Panel key={category} value={category} pt="sm">
          <Text size="sm" c="dimmed" mb="xs">
            {CATEGORY[category].note}
          </Text>
          <SimpleGrid cols={compact ? 2 : 3} spacing="xs">
            {PRESET_PROMPTS.filter((p) => p.category === category).map((preset) => {
              const PresetIcon = PRESET_ICONS[preset.id] ?? IconWand;
              return (
                <UnstyledButton
                  key={preset.id}
                  className={classes.preset}
                  aria-pressed={chosen?.id === preset.id}
                  data-chosen={chosen?.id === preset.id || undefined}
                  disabled={disabled}
                  onClick={() => onPick(preset)}
                >
                  <PresetIcon className={classes.presetIcon} size={22} stroke={1.6} aria-hidden />
                  <span className={classes.presetTitle}>{preset.title}</span>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The Transform button: disabled while the prompt is blank or a run is being sent (spec §5). */
export function TransformButton({
  disabled,
  loading,
  onClick,
}: {
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="md"
      fullWidth
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={onClick}
      leftSection={
        loading ? <Loader size={16} color="currentColor" aria-hidden /> : <IconWand size={18} aria-hidden />
      }
    >
      {loading ? 'Transforming…' : 'Transform'}
    </Button>
  );
}
