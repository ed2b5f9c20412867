import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Link } from '../../../shared/routing';

/** Opens the full editor with the picture the wizard shows now. */
export function EditorLink({
  filename,
  size = 'md',
  variant = 'light',
}: {
  filename: string;
  size?: 'sm' | 'md';
  variant?: 'light' | 'subtle';
}) {
  return (
    <Button
      component={Link}
      to={`/images/edit/${encodeURIComponent(filename)}`}
      variant={variant}
      size={size}
      leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
    >
      Open Advanced Editor
    </Button>
  );
}
