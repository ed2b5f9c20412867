import { Button } from '@mantine/core';
import { openLoginDialog } from '../login-dialog-store';

export function SignInButton() {
  return (
    <Button onClick={openLoginDialog} radius="xl" px="md">
      Sign in
    </Button>
  );
}
