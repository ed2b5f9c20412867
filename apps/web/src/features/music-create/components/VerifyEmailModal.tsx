import { useState } from 'react';
import type { FormEvent } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMail, IconShieldCheck } from '@tabler/icons-react';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../shared/layers';
import { useEmailVerification } from '../hooks/use-email-verification';
import { canSubmitCode, codeErrorText, emailErrorText, emailProblem, type VerifyStep } from '../verify-email';

interface VerifyEmailModalProps {
  opened: boolean;
  /** The email the field starts with. */
  initialEmail: string;
  onVerified: (verifiedEmail: string | null) => void;
  onClose: () => void;
}

/**
 * The email verification modal: enter the email (POST /user/verifyEmail), then the code from the email
 * (POST /user/verifyEmailWithCode; Submit is disabled while empty or busy, a wrong code shows the spec's
 * text). Mounted only while open, so every opening starts afresh.
 */
export function VerifyEmailModal({ opened, initialEmail, onVerified, onClose }: VerifyEmailModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      zIndex={GLOBAL_DIALOG_Z_INDEX}
      title={
        <Group gap="xs" wrap="nowrap">
          <IconShieldCheck size={22} aria-hidden />
          <Text fw={700} size="lg" component="span">
            Verify your email
          </Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <VerifyEmailForm initialEmail={initialEmail} onVerified={onVerified} />}
    </Modal>
  );
}

function VerifyEmailForm({
  initialEmail,
  onVerified,
}: Pick<VerifyEmailModalProps, 'initialEmail' | 'onVerified'>) {
  const { sendCode, submitCode } = useEmailVerification();
  const [step, setStep] = useState<VerifyStep>({ kind: 'email' });
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (sendCode.isPending) return;
    const problem = emailProblem(email);
    if (problem) return setError(problem);
    setError(null);
    const address = email.trim();
    sendCode.mutate(address, {
      onSuccess: () => {
        setCode('');
        setStep({ kind: 'code', email: address });
      },
      onError: (e) => setError(emailErrorText(e)),
    });
  };

  const busy = submitCode.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitCode(code, busy)) return;
    setError(null);
    submitCode.mutate(code.trim(), {
      onSuccess: (reply) => onVerified(reply.verifiedEmail),
      onError: (e) => {
        setError(codeErrorText(e));
        setCode('');
      },
    });
  };

  if (step.kind === 'email')
    return (
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Before your first track, confirm your email. We'll send you a code, and an email when your music
            is done.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            leftSection={<IconMail size={18} aria-hidden />}
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Button type="submit" loading={sendCode.isPending} fullWidth>
            Send code
          </Button>
        </Stack>
      </form>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          We sent a code to{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {step.email}
          </Text>
          . Enter it here.
        </Text>
        <TextInput
          label="Code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          maxLength={20}
          data-autofocus
        />
        <Button type="submit" disabled={!canSubmitCode(code, busy)} loading={busy} fullWidth>
          Submit
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setError(null);
              setStep({ kind: 'email' });
            }}
          >
            Use another email
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => send()}
            disabled={sendCode.isPending}
          >
            {sendCode.isPending ? 'Sending…' : 'Resend code'}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
