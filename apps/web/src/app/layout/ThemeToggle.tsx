import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { Hint } from '../../shared/Hint';

/** Switches light and dark; the choice is saved, and until then the system's scheme is followed. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;

  return (
    <Hint label={label} position="bottom-end">
      <ActionIcon
        variant="default"
        radius="xl"
        size={36}
        aria-label={label}
        onClick={() => setColorScheme(next)}
      >
        {scheme === 'dark' ? (
          <IconSun size={18} stroke={1.6} aria-hidden />
        ) : (
          <IconMoon size={18} stroke={1.6} aria-hidden />
        )}
      </ActionIcon>
    </Hint>
  );
}
