import { SegmentedControl, Text } from '@mantine/core';
import {
  UPSCALE_FACTORS,
  upscaleFits,
  type AiSettings,
  type PictureSize,
  type UpscaleFactor,
} from '../ai-settings';

/** ×2 or ×4; a factor whose result would pass 4096 px a side is not offered. */
export function UpscaleFields(props: {
  settings: AiSettings;
  picture: PictureSize;
  onChange: (patch: Partial<AiSettings>) => void;
  disabled: boolean;
}) {
  const { settings, picture } = props;
  const f = settings.factor;
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id="upscale-factor">
        Make it larger by
      </Text>
      <SegmentedControl
        aria-labelledby="upscale-factor"
        value={String(f)}
        onChange={(v) => props.onChange({ factor: Number(v) as UpscaleFactor })}
        disabled={props.disabled}
        data={UPSCALE_FACTORS.map((factor) => ({
          value: String(factor),
          label: `×${factor}`,
          disabled: !upscaleFits(picture, factor),
        }))}
      />
      <Text size="sm" c="dimmed" mt={6}>
        {picture.width}×{picture.height} becomes {picture.width * f}×{picture.height * f}
      </Text>
    </div>
  );
}
