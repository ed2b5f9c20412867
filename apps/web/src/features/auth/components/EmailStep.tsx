import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { EmailStartBody } from '@muse/contracts';
import { errorMessage, isApiError } from '../../../app/api-error';
import { useStartEmail } from '../hooks/use-login';

interface EmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Called with the normalised email once the server has sent a code to it. */
  onSent: (email: string, expiresInSeconds: number) => void;
}

/** Step 1 of the login dialog: the email field and "Send code". */
export function EmailStep({ email, onEmailChange, onSent }: EmailStepProps) {
  const startEmail = useStartEmail();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (startEmail.isPending) return;
    const parsed = EmailStartBody.shape.email.safeParse(email);
    if (!parsed.success) {
      setError(
        email.trim() === ''
          ? 'Enter your email address.'
          : (parsed.error.issues[0]?.message ?? 'Enter a valid email address.'),
      );
      return;
    }
    setError(null);
    startEmail.mutate(parsed.data, {
      onSuccess: (reply) => onSent(parsed.data, reply.expiresInSeconds),
      onError: (e) => setError(isApiError(e) ? (e.field('email') ?? e.message) : errorMessage(e)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="Email"
        type="email"
        name="email"
        placeholder="you@example.com"
        autoComplete="email"
        inputMode="email"
        leftSection={<IconMail size={18} stroke={1.6} aria-hidden />}
        value={email}
        onChange={(event) => {
          onEmailChange(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        size="md"
        data-autofocus
      />
      <Button type="submit" fullWidth size="md" mt="md" loading={startEmail.isPending}>
        Send code
      </Button>
    </form>
  );
}
