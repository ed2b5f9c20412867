import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconUser } from '@tabler/icons-react';
import { openLoginDialog, useGuestLogin } from '../../auth';

/** Before the wizard: continue as a guest at once, or sign in by email to keep the photos in an account. */
export function WizardSignIn() {
  const guest = useGuestLogin();
  return (
    <Paper withBorder radius="lg" p="xl" maw={440} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={2} size="h3">
          Start with your photo
        </Title>
        <Text c="dimmed">
          Continue as a guest to try the wizard right away, or sign in with your email to keep your photos.
        </Text>
        <Button
          size="md"
          onClick={() => guest.mutate()}
          loading={guest.isPending}
          leftSection={<IconUser size={18} aria-hidden />}
        >
          Continue as guest
        </Button>
        <Button
          size="md"
          variant="default"
          onClick={openLoginDialog}
          leftSection={<IconMail size={18} aria-hidden />}
        >
          Sign in with email
        </Button>
      </Stack>
    </Paper>
  );
}
