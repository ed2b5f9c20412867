import { Anchor, Group, Slider, Stack, Text } from '@mantine/core';
import { MUSIC_LENGTH, clampSongLength } from '@muse/domain';
import { formatSeconds, lengthCapText } from '../create-texts';
import { lengthCap } from '../creator-state';

interface LengthSliderProps {
  /** The length that will be sent (already clamped for the user). */
  value: number;
  musicpro: unknown;
  onChange: (seconds: number) => void;
  onUpgrade: () => void;
}

/**
 * The track's length, 10–300 s (MUSIC_LENGTH). Non-members stop at the free length, with the reason and a
 * way to Music Pro, which makes full-length songs.
 */
export function LengthSlider({ value, musicpro, onChange, onUpgrade }: LengthSliderProps) {
  const cap = lengthCap(musicpro);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} component="span">
          Length
        </Text>
        <Text size="sm" c="dimmed" component="span" aria-hidden>
          {formatSeconds(value)}
        </Text>
      </Group>
      <Slider
        min={MUSIC_LENGTH.min}
        max={MUSIC_LENGTH.max}
        step={MUSIC_LENGTH.step}
        value={value}
        onChange={(v) => onChange(clampSongLength(musicpro, v))}
        label={formatSeconds}
        marks={[
          // The cap sits close to the minimum on a phone: the minimum's label would overlap it.
          { value: MUSIC_LENGTH.min, label: cap ? undefined : formatSeconds(MUSIC_LENGTH.min) },
          ...(cap ? [{ value: cap, label: formatSeconds(cap) }] : []),
          { value: MUSIC_LENGTH.max, label: formatSeconds(MUSIC_LENGTH.max) },
        ]}
        thumbLabel="Length in seconds"
        thumbProps={{ 'aria-valuetext': formatSeconds(value) }}
        mb={cap ? 'lg' : 'md'}
      />
      {cap !== null && (
        <Text size="xs" c="dimmed">
          {lengthCapText()}{' '}
          <Anchor component="button" type="button" size="xs" onClick={onUpgrade}>
            Get Music Pro
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
