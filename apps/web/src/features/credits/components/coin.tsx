import { IconCoin } from '@tabler/icons-react';

/** The credits coin of the header's button. */
export const coin = (size: number) => (
  <IconCoin size={size} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />
);
