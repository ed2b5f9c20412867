import { Group, NumberInput, Stack } from '@mantine/core';
import { TEXT_SLIDERS } from '@muse/domain';
import { ColourChooser } from '../colours';
import type { LayerChange } from './layer-change';
import { SliderField, percent } from './SliderField';

/** Text colour and its alpha, the background box and its alpha, the layer's opacity. */
export function ColourSection({ change }: { change: LayerChange }) {
  const { layer, preview, commit } = change;
  const colour = (key: 'color' | 'backgroundColor') => (value: string, final: boolean) =>
    final ? commit({ [key]: value }) : preview({ [key]: value });
  return (
    <Stack gap="sm">
      <ColourChooser label="Text colour" value={layer.color} onChange={colour('color')} />
      <SliderField
        label="Text alpha"
        value={layer.colorAlpha}
        min={0}
        max={1}
        step={0.01}
        format={percent}
        onPreview={(colorAlpha) => preview({ colorAlpha })}
        onCommit={(colorAlpha) => commit({ colorAlpha })}
      />
      <ColourChooser
        label="Background"
        value={layer.backgroundColor}
        allowTransparent
        onChange={(value, final) => {
          // A first background colour shows at once rather than at alpha 0.
          const patch = {
            backgroundColor: value,
            ...(layer.backgroundAlpha === 0 && value !== 'transparent' ? { backgroundAlpha: 1 } : {}),
          };
          return final ? commit(patch) : preview(patch);
        }}
      />
      <SliderField
        label="Background alpha"
        value={layer.backgroundAlpha}
        min={0}
        max={1}
        step={0.01}
        format={percent}
        onPreview={(backgroundAlpha) => preview({ backgroundAlpha })}
        onCommit={(backgroundAlpha) => commit({ backgroundAlpha })}
      />
      <SliderField
        label="Border radius"
        {...TEXT_SLIDERS.borderRadius}
        value={layer.borderRadius}
        onPreview={(borderRadius) => preview({ borderRadius })}
        onCommit={(borderRadius) => commit({ borderRadius })}
      />
      <SliderField
        label="Opacity"
        value={layer.opacity}
        min={0}
        max={1}
        step={0.01}
        format={percent}
        onPreview={(opacity) => preview({ opacity })}
        onCommit={(opacity) => commit({ opacity })}
      />
    </Stack>
  );
}

/** Outline and shadow. */
export function OutlineSection({ change }: { change: LayerChange }) {
  const { layer, preview, commit } = change;
  const shadow = layer.textShadow;
  const setShadow = (patch: Partial<typeof shadow>, final: boolean) =>
    (final ? commit : preview)({ textShadow: { ...shadow, ...patch } });
  return (
    <Stack gap="sm">
      <ColourChooser
        label="Outline colour"
        value={layer.strokeColor}
        onChange={(strokeColor, final) => (final ? commit : preview)({ strokeColor })}
      />
      <SliderField
        label="Outline width"
        {...TEXT_SLIDERS.strokeWidth}
        value={layer.strokeWidth}
        onPreview={(strokeWidth) => preview({ strokeWidth })}
        onCommit={(strokeWidth) => commit({ strokeWidth })}
      />
      <ColourChooser
        label="Shadow colour"
        value={shadow.color}
        onChange={(color, final) => setShadow({ color }, final)}
      />
      <SliderField
        label="Shadow blur"
        value={shadow.blur}
        min={0}
        max={50}
        onPreview={(blur) => setShadow({ blur }, false)}
        onCommit={(blur) => setShadow({ blur }, true)}
      />
      <Group grow gap="xs">
        <ShadowOffset
          label="Shadow X"
          value={shadow.offsetX}
          onCommit={(offsetX) => setShadow({ offsetX }, true)}
        />
        <ShadowOffset
          label="Shadow Y"
          value={shadow.offsetY}
          onCommit={(offsetY) => setShadow({ offsetY }, true)}
        />
      </Group>
    </Stack>
  );
}

function ShadowOffset({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit: (v: number) => void;
}) {
  return (
    <NumberInput
      label={label}
      size="xs"
      min={-100}
      max={100}
      value={value}
      onChange={(v) => typeof v === 'number' && onCommit(v)}
    />
  );
}

/** Letter and word spacing, line height, padding and rotation. */
export function SpacingSection({ change }: { change: LayerChange }) {
  const { layer, preview, commit } = change;
  return (
    <Stack gap="sm">
      <SliderField
        label="Letter spacing"
        {...TEXT_SLIDERS.letterSpacing}
        value={layer.letterSpacing}
        onPreview={(letterSpacing) => preview({ letterSpacing })}
        onCommit={(letterSpacing) => commit({ letterSpacing })}
      />
      <SliderField
        label="Word spacing"
        {...TEXT_SLIDERS.wordSpacing}
        value={layer.wordSpacing}
        onPreview={(wordSpacing) => preview({ wordSpacing })}
        onCommit={(wordSpacing) => commit({ wordSpacing })}
      />
      <SliderField
        label="Line height"
        {...TEXT_SLIDERS.lineHeight}
        value={layer.lineHeight}
        format={(v) => v.toFixed(1)}
        onPreview={(lineHeight) => preview({ lineHeight })}
        onCommit={(lineHeight) => commit({ lineHeight })}
      />
      <SliderField
        label="Padding"
        {...TEXT_SLIDERS.padding}
        value={layer.padding}
        onPreview={(padding) => preview({ padding })}
        onCommit={(padding) => commit({ padding })}
      />
      <SliderField
        label="Rotation"
        {...TEXT_SLIDERS.rotation}
        value={layer.rotation}
        format={(v) => `${v}°`}
        onPreview={(rotation) => preview({ rotation })}
        onCommit={(rotation) => commit({ rotation })}
      />
    </Stack>
  );
}
