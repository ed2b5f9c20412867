import { Button, EmptyState } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { openLoginDialog } from '../login-dialog-store';

/** What a page that needs an account shows a visitor: why to sign in, and the button that opens sign-in. */
export function SignInEmptyState({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState icon={<IconLogin size={26} aria-hidden />} title={title} description={description} py="xl">
      <EmptyState.Actions>
        <Button onClick={openLoginDialog}>Sign in</Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
