import { Select, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { LIVE_MUSIC_KEYS, LIVE_MUSIC_TEMPO } from '@muse/contracts';
import type { LiveControls as Controls } from '../settings';

interface Props {
  controls: Controls;
  /** `done`: the slider was let go (or a key chosen), so the change goes to the music. */
  onChange(change: Partial<Controls>, done: boolean): void;
}

const percent = (v: number) => `${Math.round(v * 100)}%`;

/** Tempo, density, brightness and key. */
export function LiveControls({ controls, onChange }: Props) {
  const slider = (name: 'density' | 'brightness', label: string, low: string, high: string) => (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`live-${name}`}>
        {label}{' '}
        <Text span c="dimmed" size="sm">
          {percent(controls[name])}
        </Text>
      </Text>
      <Slider
        min={0}
        max={1}
        step={0.05}
        value={controls[name]}
        label={percent}
        thumbLabel={label}
        onChange={(v) => onChange({ [name]: v }, false)}
        onChangeEnd={(v) => onChange({ [name]: v }, true)}
      />
      <Text size="xs" c="dimmed" style={{ display: 'flex', justifyContent: 'space-between' }}>
        <span>{low}</span>
        <span>{high}</span>
      </Text>
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Tempo{' '}
          <Text span c="dimmed" size="sm">
            {controls.tempo} beats a minute
          </Text>
        </Text>
        <Slider
          min={LIVE_MUSIC_TEMPO.min}
          max={LIVE_MUSIC_TEMPO.max}
          step={1}
          value={controls.tempo}
          thumbLabel="Tempo"
          onChange={(v) => onChange({ tempo: v }, false)}
          onChangeEnd={(v) => onChange({ tempo: v }, true)}
        />
        <Text size="xs" c="dimmed" style={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>Slow</span>
          <span>Fast</span>
        </Text>
      </Stack>
      <Select
        label="Key"
        data={LIVE_MUSIC_KEYS}
        value={controls.key}
        allowDeselect={false}
        onChange={(key) => key && onChange({ key }, true)}
      />
      {slider('density', 'Density', 'Sparse', 'Busy')}
      {slider('brightness', 'Brightness', 'Dark', 'Bright')}
    </SimpleGrid>
  );
}
