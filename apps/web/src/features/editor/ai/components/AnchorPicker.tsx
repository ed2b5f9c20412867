import { ActionIcon, SimpleGrid, Text } from '@mantine/core';
import { OUTPAINT_ANCHORS, type OutpaintAnchor } from '@muse/domain';
import { useId } from 'react';

const ANCHOR_NAMES: Readonly<Record<OutpaintAnchor, string>> = {
  'top-left': 'Top left',
  top: 'Top',
  'top-right': 'Top right',
  left: 'Left',
  center: 'Centre',
  right: 'Right',
  'bottom-left': 'Bottom left',
  bottom: 'Bottom',
  'bottom-right': 'Bottom right',
};

/** Where the picture stays in the expanded frame: a 3×3 grid of the nine positions. */
export function AnchorPicker(props: {
  value: OutpaintAnchor;
  onChange: (anchor: OutpaintAnchor) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <Text size="sm" fw={500} id={id} mb={4}>
        Keep the picture at: {ANCHOR_NAMES[props.value]}
      </Text>
      <SimpleGrid cols={3} spacing={4} w={108} role="group" aria-labelledby={id}>
        {OUTPAINT_ANCHORS.map((anchor) => {
          const chosen = anchor === props.value;
          return (
            <ActionIcon
              key={anchor}
              size={32}
              variant={chosen ? 'filled' : 'default'}
              aria-label={ANCHOR_NAMES[anchor]}
              aria-pressed={chosen}
              disabled={props.disabled}
              onClick={() => props.onChange(anchor)}
            >
              <span
                aria-hidden
                style={{
                  width: chosen ? 12 : 6,
                  height: chosen ? 12 : 6,
                  borderRadius: 2,
                  background: 'currentColor',
                }}
              />
            </ActionIcon>
          );
        })}
      </SimpleGrid>
    </div>
  );
}
