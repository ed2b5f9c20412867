import { useState } from 'react';
import { Anchor, Button, Divider, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconUserQuestion } from '@tabler/icons-react';
import { Link } from '../../../shared/routing';
import { REFERRAL_CREDITS } from '@muse/domain';
import { isInApp } from '../../../app/in-app';
import { CodeStep, EmailStep, useGuestLogin } from '../../auth';
import { LEGAL_TITLES, LegalText, PRIVACY_PATH, TERMS_PATH } from '../../legal';
import { closeCreditsDialogs } from '../dialogs-store';

type View =
  | { kind: 'email' }
  | { kind: 'code'; email: string; expiresInSeconds: number }
  | { kind: 'terms' }
  | { kind: 'privacy' };

/**
 * The credits dialog while signed out: the passwordless sign-in form, a guest option only inside the
 * app, and the Terms and Privacy views opening inside the dialog from their links. Once signed in, the
 * dialog shows the credits.
 */
export function SignedOutPanel() {
  const [view, go] = useState<View>({ kind: 'email' });
  const [email, setEmail] = useState('');
  const inApp = isInApp();

  if (view.kind === 'terms' || view.kind === 'privacy') {
    const path = view.kind === 'terms' ? TERMS_PATH : PRIVACY_PATH;
    return (
      <Stack gap="md">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => go({ kind: 'email' })}
          style={{ alignSelf: 'flex-start' }}
        >
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            Back to sign in
          </Group>
        </Anchor>
        <Title order={3} fz="h4">
          {LEGAL_TITLES[view.kind]}
        </Title>
        <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
          <LegalText kind={view.kind} headingOrder={4} />
        </ScrollArea.Autosize>
        <Group justify="space-between" mt="xs">
          <Button
            component={Link}
            to={path}
            variant="subtle"
            rightSection={<IconExternalLink size={14} aria-hidden />}
            onClick={closeCreditsDialogs}
          >
            Open the full page
          </Button>
          <Button variant="default" onClick={() => go({ kind: 'email' })}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap={0}>
      {view.kind === 'email' ? (
        <>
          <Title order={3} fz="h4" mb={4}>
            Sign in to see your credits
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            Earn daily credits, play for more and get {REFERRAL_CREDITS} for each friend who joins. We&apos;ll
            email you a sign-in code, no password needed.
          </Text>
          <EmailStep
            email={email}
            onEmailChange={setEmail}
            onSent={(sent, expiresInSeconds) => go({ kind: 'code', email: sent, expiresInSeconds })}
          />
          {inApp && <GuestOption />}
        </>
      ) : (
        <CodeStep
          email={view.email}
          expiresInSeconds={view.expiresInSeconds}
          onUseAnotherEmail={() => go({ kind: 'email' })}
          // The session changes, and the dialog shows the credits.
          onSignedIn={() => undefined}
        />
      )}
      <Text size="xs" c="dimmed" ta="center" mt="lg">
        By continuing you agree to Muse&apos;s{' '}
        <Anchor component="button" type="button" size="xs" onClick={() => go({ kind: 'terms' })}>
          Terms
        </Anchor>{' '}
        and{' '}
        <Anchor component="button" type="button" size="xs" onClick={() => go({ kind: 'privacy' })}>
          Privacy
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

/** "Continue as guest": offered only inside the app. */
function GuestOption() {
  const guest = useGuestLogin();
  return (
    <>
      <Divider label="or" labelPosition="center" my="lg" />
      <Button
        variant="light"
        size="md"
        leftSection={<IconUserQuestion size={18} aria-hidden />}
        loading={guest.isPending}
        onClick={() => guest.mutate()}
      >
        Continue as guest
      </Button>
    </>
  );
}
