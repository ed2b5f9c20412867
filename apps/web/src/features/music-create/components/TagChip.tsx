import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/**
 * One tag option as a chip: a button with the checkbox role, so it is a checkbox to assistive technology and
 * its visible name is what a pointer (or a test) clicks. Mantine's Chip hides its checkbox at 0×0, which
 * can only be reached through its label.
 */
export function TagChip({
  label,
  checked,
  onToggle,
}: {
  label: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      role="checkbox"
      aria-checked={checked}
      // The same as the visible text; it also lets tests find the chip by label.
      aria-label={label}
      size="compact-sm"
      radius="xl"
      variant={checked ? 'light' : 'default'}
      fw={checked ? 600 : 400}
      leftSection={checked ? <IconCheck size={14} aria-hidden /> : null}
      onClick={onToggle}
    >
      {label}
    </Button>
  );
}
