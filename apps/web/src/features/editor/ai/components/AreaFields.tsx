import { Button, Fieldset, Group, Text } from '@mantine/core';
import { IconEraser, IconMarquee2 } from '@tabler/icons-react';
import { AI_TOOL_BOUNDS } from '@muse/domain';
import { useEffect, useRef } from 'react';
import type { AiSettings, PictureSize } from '../ai-settings';
import { clampRectangle, startRectangle, type Rectangle } from '../lasso';
import { RectanglePixelInputs } from '../../components/RectanglePixelInputs';
import { PromptField } from './PromptField';
import { WeightAndSteps } from './WeightAndSteps';

/**
 * The area edit: the areas chosen so far with a clear button, a rectangle typed in pixels (the way to choose
 * an area without drawing: it is shown on the picture while typed and added like a drawn one), then the
 * words and weights.
 */
export function AreaFields(props: {
  settings: AiSettings;
  areas: number;
  picture: PictureSize;
  /** the rectangle being typed, null while the fields are closed */
  rectangle: Rectangle | null;
  onChange: (patch: Partial<AiSettings>) => void;
  onClear: () => void;
  onRectangle: (rectangle: Rectangle | null) => void;
  onAddRectangle: (rectangle: Rectangle) => void;
  disabled: boolean;
}) {
  const { settings, onChange, disabled, picture, rectangle } = props;
  const bounds = AI_TOOL_BOUNDS.inpaint;
  const open = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(rectangle !== null);

  // Opening the fields takes the focus to the first one; closing them takes it back to the button.
  useEffect(() => {
    if (rectangle !== null && !wasOpen.current) first.current?.focus();
    if (rectangle === null && wasOpen.current) open.current?.focus();
    wasOpen.current = rectangle !== null;
  }, [rectangle]);

  const kept = rectangle && clampRectangle(rectangle, picture);
  const type = (field: keyof Rectangle, value: string | number) => {
    if (!rectangle) return;
    const n = typeof value === 'number' ? value : Number.parseFloat(value);
    props.onRectangle({ ...rectangle, [field]: Number.isFinite(n) ? n : 0 });
  };

  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" aria-live="polite" style={{ flex: 1, minWidth: 0 }}>
          {props.areas === 0
            ? 'Draw around an area on the picture, or select a rectangle.'
            : `${props.areas} ${props.areas === 1 ? 'area' : 'areas'} selected. Draw or select again to add more.`}
        </Text>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconEraser size={14} />}
          onClick={props.onClear}
          disabled={disabled || props.areas === 0}
          style={{ flexShrink: 0 }}
        >
          Clear
        </Button>
      </Group>
      {rectangle === null ? (
        <Button
          ref={open}
          variant="light"
          leftSection={<IconMarquee2 size={16} aria-hidden />}
          onClick={() => props.onRectangle(startRectangle(picture))}
          disabled={disabled}
        >
          Select a rectangle
        </Button>
      ) : (
        <Fieldset legend="Select a rectangle" variant="filled" disabled={disabled}>
          <Text size="sm" c="dimmed" mb="xs">
            Type where the area starts and how big it is, in pixels of the picture ({picture.width} ×{' '}
            {picture.height}). It shows on the picture as a dashed frame.
          </Text>
          <RectanglePixelInputs
            rect={rectangle}
            picture={picture}
            onChange={type}
            firstRef={first}
            allowNegative={false}
          />
          <Text size="sm" mt="xs" aria-live="polite">
            {kept
              ? kept.width === rectangle.width && kept.height === rectangle.height
                ? `The area is ${kept.width} × ${kept.height} pixels.`
                : `Kept inside the picture: ${kept.width} × ${kept.height} pixels.`
              : 'This rectangle is outside the picture.'}
          </Text>
          <Group grow mt="sm">
            <Button variant="default" onClick={() => props.onRectangle(null)}>
              Cancel
            </Button>
            <Button onClick={() => kept && props.onAddRectangle(kept)} disabled={!kept}>
              Add area
            </Button>
          </Group>
        </Fieldset>
      )}
      <PromptField
        label="What should be there"
        value={settings.prompt}
        onChange={(prompt) => onChange({ prompt })}
        disabled={disabled}
      />
      <WeightAndSteps settings={settings} onChange={onChange} disabled={disabled} bounds={bounds} />
    </>
  );
}
