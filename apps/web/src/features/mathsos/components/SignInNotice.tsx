import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { openLoginDialog } from '../../auth';

/** Visitors and guests are asked to sign in on MathSOS (spec §6); what they typed stays on the page. */
export function SignInNotice({ waiting }: { waiting: boolean }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconLogin size={18} aria-hidden />}
      title="Sign in to use MathSOS"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {waiting
            ? 'Your picture is ready: sign in with your email and it is read right away.'
            : 'Reading pictures and solving problems needs an account. Sign in with your email — no password needed.'}
        </Text>
        <Button size="xs" onClick={openLoginDialog}>
          Sign in
        </Button>
      </Stack>
    </Alert>
  );
}
