import { SimpleGrid, Text } from '@mantine/core';
import { AI_TOOL_BOUNDS } from '@muse/domain';
import { expandSizes, type AiSettings, type PictureSize } from '../ai-settings';
import { AnchorPicker } from './AnchorPicker';
import { SettingSlider } from './SettingSlider';

const px = (v: number) => `${v} px`;

/** Expand: the new width and height (from the picture's size to 2048, steps of 128), position, padding, steps. */
export function ExpandFields(props: {
  settings: AiSettings;
  picture: PictureSize;
  onChange: (patch: Partial<AiSettings['outpaint']>) => void;
  disabled: boolean;
}) {
  const { settings, picture, onChange, disabled } = props;
  const o = settings.outpaint;
  const bounds = AI_TOOL_BOUNDS.outpaint;
  const side = (original: number) => {
    const sizes = expandSizes(original);
    return { min: original, max: sizes.at(-1) ?? original, step: bounds.size.step };
  };
  const widths = side(picture.width);
  const heights = side(picture.height);
  return (
    <>
      <SimpleGrid cols={2} spacing="md">
        <SettingSlider
          label="Width"
          value={o.width}
          bounds={widths}
          format={px}
          onChange={(width) => onChange({ width })}
          disabled={disabled || widths.max === widths.min}
        />
        <SettingSlider
          label="Height"
          value={o.height}
          bounds={heights}
          format={px}
          onChange={(height) => onChange({ height })}
          disabled={disabled || heights.max === heights.min}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {picture.width}×{picture.height} becomes {o.width}×{o.height}
      </Text>
      <AnchorPicker value={o.anchor} onChange={(anchor) => onChange({ anchor })} disabled={disabled} />
      <SimpleGrid cols={2} spacing="md">
        <SettingSlider
          label="Blend"
          value={o.padding}
          bounds={bounds.padding}
          format={px}
          onChange={(padding) => onChange({ padding })}
          disabled={disabled}
        />
        <SettingSlider
          label="Steps"
          value={o.steps}
          bounds={bounds.steps}
          onChange={(steps) => onChange({ steps })}
          disabled={disabled}
        />
      </SimpleGrid>
    </>
  );
}
