import { Button, EmptyState } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { openLoginDialog } from '../../auth';

/** A signed-in tab seen by a visitor: what it would show, and a way to sign in. */
export function SignInPrompt({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState icon={<IconPhoto size={26} aria-hidden />} title={title} description={description} py="xl">
      <EmptyState.Actions>
        <Button variant="default" onClick={() => openLoginDialog()}>
          Sign in
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
