import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { openLoginDialog } from '../../auth';
import { closeGame } from '../game-dialog-store';
import { GAME_TEXTS as T } from '../games-texts';

/**
 * The games are for accounts with an email (the server refuses guests): visitors and guests are asked to
 * sign in, which closes the game and opens the sign-in dialog.
 */
export function SignInGate() {
  const signIn = () => {
    closeGame();
    openLoginDialog();
  };
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconLock size={30} stroke={1.6} />
      </ThemeIcon>
      <Title order={3}>{T.signInTitle}</Title>
      <Text c="dimmed">{T.signInDetail}</Text>
      <Button onClick={signIn} data-autofocus>
        {T.signIn}
      </Button>
    </Stack>
  );
}
