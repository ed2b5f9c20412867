import { ColorSwatch, Group, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

interface SwatchGridProps {
  title: string;
  colours: readonly string[];
  value: string;
  onPick: (colour: string) => void;
  /** what an empty list says */
  empty?: string;
}

/** A titled row of colour buttons; the chosen one is ticked. */
export function SwatchGrid({ title, colours, value, onPick, empty }: SwatchGridProps) {
  return (
    <div>
      <Text size="xs" c="dimmed" mb={4}>
        {title}
      </Text>
      {colours.length === 0 ? (
        <Text size="xs" c="dimmed" fs="italic">
          {empty}
        </Text>
      ) : (
        <Group gap={4}>
          {colours.map((c) => (
            <UnstyledButton key={c} aria-label={`Colour ${c}`} title={c} onClick={() => onPick(c)}>
              <ColorSwatch color={c} size={22} radius="sm" withShadow>
                {c.toUpperCase() === value.toUpperCase() && (
                  <IconCheck size={14} color={isLight(c) ? '#000' : '#fff'} />
                )}
              </ColorSwatch>
            </UnstyledButton>
          ))}
        </Group>
      )}
    </div>
  );
}

/** Whether a tick on this swatch should be dark. */
function isLight(hex: string): boolean {
  const n = parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114 > 150;
}
