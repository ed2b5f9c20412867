import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Anchor, Button, Group, Input, PinInput, Text } from '@mantine/core';
import { WRONG_CODE_MESSAGE, LOGIN_CODE_LENGTH } from '@muse/domain';
import { errorMessage, isApiError } from '../../../app/api-error';
import { notifySuccess } from '../../../app/notify';
import { codeLifetime } from '../login-text';
import { useStartEmail, useVerifyCode } from '../hooks/use-login';

interface CodeStepProps {
  email: string;
  /** How long the code works, from the server's reply. */
  expiresInSeconds: number;
  onUseAnotherEmail: () => void;
  onSignedIn: () => void;
}

/** Step 2 of the login dialog: the 6-digit code sent by email, sent as soon as its sixth digit is in. */
export function CodeStep({ email, expiresInSeconds, onUseAnotherEmail, onSignedIn }: CodeStepProps) {
  const verify = useVerifyCode();
  const resend = useStartEmail();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A fresh set of boxes after a wrong or resent code: they sign in again on their sixth digit.
  const [attempt, setAttempt] = useState(0);
  const pinId = useId();
  const firstInputId = `${pinId}-1`;
  const errorId = `${firstInputId}-error`;

  const complete = code.length === LOGIN_CODE_LENGTH;
  const busy = verify.isPending;

  const send = (value: string) => {
    if (value.length !== LOGIN_CODE_LENGTH || busy) return;
    setError(null);
    verify.mutate(
      { email, code: value },
      {
        onSuccess: onSignedIn,
        onError: (e) => {
          if (isApiError(e) && e.code === 'wrong_code') {
            setError(WRONG_CODE_MESSAGE);
            setCode('');
            setAttempt((n) => n + 1);
          } else {
            setError(isApiError(e) ? (e.field('code') ?? e.message) : errorMessage(e));
          }
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) send(code);
  };

  const resendCode = () => {
    if (resend.isPending) return;
    resend.mutate(email, {
      onSuccess: () => {
        setError(null);
        setCode('');
        setAttempt((n) => n + 1);
        notifySuccess(`We sent a new code to ${email}`);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Text size="sm" c="dimmed" mb="lg">
        We sent a {LOGIN_CODE_LENGTH}-digit code to{' '}
        <Text span fw={600} c="var(--mantine-color-text)">
          {email}
        </Text>
        . It works for {codeLifetime(expiresInSeconds)}.
      </Text>
      <Input.Wrapper id={firstInputId} label="Code" error={error} size="md">
        <PinInput
          key={attempt}
          id={pinId}
          length={LOGIN_CODE_LENGTH}
          type="number"
          oneTimeCode
          autoFocus
          size="lg"
          gap="xs"
          value={code}
          onChange={(value) => {
            setCode(value);
            if (error) setError(null);
          }}
          // The sixth digit signs in: no button to find after typing or pasting the code.
          onComplete={send}
          error={!!error}
          disabled={busy}
          mt={6}
          styles={{ root: { justifyContent: 'space-between' }, pinInput: { flex: 1, maxWidth: 52 } }}
          getInputProps={(index) => ({
            // The first box carries the "Code" label; the others say which digit they hold.
            'aria-label': index === 0 ? undefined : `Digit ${index + 1} of ${LOGIN_CODE_LENGTH}`,
            'aria-describedby': error ? errorId : undefined,
          })}
        />
      </Input.Wrapper>
      <Button type="submit" fullWidth size="md" mt="lg" disabled={!complete || busy} loading={busy}>
        Sign in
      </Button>
      <Group justify="space-between" mt="md" gap="xs">
        <Anchor component="button" type="button" size="sm" onClick={onUseAnotherEmail}>
          Use another email
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={resendCode} disabled={resend.isPending}>
          {resend.isPending ? 'Sending…' : 'Resend code'}
        </Anchor>
      </Group>
    </form>
  );
}
