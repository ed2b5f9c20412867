import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { TextLayer } from '@muse/domain';
import classes from './TextPanel.module.css';

/** The layers, top-most first; a click selects one. */
export function LayerList({
  layers,
  selectedId,
  onSelect,
}: {
  layers: readonly TextLayer[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  if (layers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No text yet. Add text to write on the picture.
      </Text>
    );
  }
  return (
    <Stack gap={4} role="listbox" aria-label="Text layers">
      {[...layers].reverse().map((layer) => (
        <UnstyledButton
          key={layer.id}
          role="option"
          aria-selected={layer.id === selectedId}
          className={classes.layer}
          onClick={() => onSelect(layer.id)}
        >
          <Text size="sm" truncate style={{ fontFamily: `"${layer.fontFamily}", sans-serif` }}>
            {layer.content.trim() || 'Empty text'}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
