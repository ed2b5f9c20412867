import { useState } from 'react';
import { Group, Modal, Stack, Text, Title } from '@mantine/core';
import { MuseMark } from '../../../shared/MuseMark';
import { useLoginDialog } from '../login-dialog-store';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { LegalNote } from './LegalNote';
import { OtherSignInOptions } from './OtherSignInOptions';

type Step = { kind: 'email' } | { kind: 'code'; email: string; expiresInSeconds: number };

/** The passwordless login dialog: email → 6-digit code, or continue as a guest. Mounted once in the shell. */
export function LoginDialog() {
  const { opened, close } = useLoginDialog();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [email, setEmail] = useState('');

  const reset = () => {
    setStep({ kind: 'email' });
    setEmail('');
  };

  const title = step.kind === 'email' ? 'Sign in to Muse' : 'Check your email';

  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={reset}
      size={420}
      padding="lg"
      withCloseButton
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Group gap="sm" wrap="nowrap">
          <MuseMark size={32} />
          <Title order={2} fz={{ base: 'h4', xs: 'h3' }}>
            {title}
          </Title>
        </Group>
      }
    >
      <Stack gap={0}>
        {step.kind === 'email' ? (
          <>
            <Text size="sm" c="dimmed" mb="lg">
              Create images and music, and train assistants. We&apos;ll email you a sign-in code, no password
              needed.
            </Text>
            <EmailStep
              email={email}
              onEmailChange={setEmail}
              onSent={(sent, expiresInSeconds) => setStep({ kind: 'code', email: sent, expiresInSeconds })}
            />
            <OtherSignInOptions onSignedIn={close} />
          </>
        ) : (
          <CodeStep
            email={step.email}
            expiresInSeconds={step.expiresInSeconds}
            onUseAnotherEmail={() => setStep({ kind: 'email' })}
            onSignedIn={close}
          />
        )}
        <LegalNote onNavigate={close} />
      </Stack>
    </Modal>
  );
}
