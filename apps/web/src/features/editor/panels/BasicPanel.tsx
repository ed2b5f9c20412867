import { Button, Group, Stack, Switch } from '@mantine/core';
import { DEFAULT_ADJUSTMENTS, adjustmentsAreDefault, type NumericAdjustment } from '@muse/domain';
import { IconRestore } from '@tabler/icons-react';
import { useEditor } from '../state/editor-context';
import { AdjustSlider } from './AdjustSlider';

const SLIDERS: readonly NumericAdjustment[] = [
  'brightness',
  'contrast',
  'saturation',
  'hue',
  'blur',
  'grayscale',
  'sepia',
  'invert',
  'opacity',
  'rotation',
];

/** Adjustments: the sliders, the flips and Reset (off while everything is at its default). */
export function BasicPanel() {
  const { store, snapshot } = useEditor();
  const { adjustments } = snapshot.doc;
  const flip = (key: 'flipHorizontal' | 'flipVertical') =>
    store.commit((doc) => ({ ...doc, adjustments: { ...doc.adjustments, [key]: !doc.adjustments[key] } }));
  return (
    <Stack gap="sm">
      {SLIDERS.map((name) => (
        <AdjustSlider key={name} name={name} />
      ))}
      <Group gap="lg">
        <Switch
          label="Flip horizontally"
          checked={adjustments.flipHorizontal}
          onChange={() => flip('flipHorizontal')}
          disabled={snapshot.ui.busy}
        />
        <Switch
          label="Flip vertically"
          checked={adjustments.flipVertical}
          onChange={() => flip('flipVertical')}
          disabled={snapshot.ui.busy}
        />
      </Group>
      <Button
        variant="default"
        leftSection={<IconRestore size={16} aria-hidden />}
        disabled={adjustmentsAreDefault(adjustments) || snapshot.ui.busy}
        onClick={() => store.commit((doc) => ({ ...doc, adjustments: { ...DEFAULT_ADJUSTMENTS } }))}
      >
        Reset adjustments
      </Button>
    </Stack>
  );
}
