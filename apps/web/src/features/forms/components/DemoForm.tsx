import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { DEMO_FORM_LIMITS, DEMO_INTERESTS, canRequestDemo, demoFormProblems } from '@muse/domain';
import { errorMessage, isApiError } from '../../../app/api-error';
import { formsApi } from '../forms.api';
import { orderedInterests } from '../demo-form';

export interface DemoFormProps {
  /** the office whose page (or dialog) the request is sent from; its owner reads it */
  officeId?: string;
  /** called after the thank-you, when the visitor continues */
  onDone: () => void;
}

const EMPTY = { name: '', company: '', role: '', email: '', otherInterest: '' };
type TextField = keyof typeof EMPTY;

/**
 * The demo-request form: name, company, role, email, the six interests and one's own. "Request Demo" is
 * disabled until name, company, email and at least one interest are filled; role is required too.
 */
export function DemoForm({ officeId, onDone }: DemoFormProps) {
  const [fields, setFields] = useState(EMPTY);
  const [interests, setInterests] = useState<string[]>([]);
  const [shown, setShown] = useState<Partial<Record<string, string>>>({});
  const form = { ...fields, interests };
  const send = useMutation({
    mutationFn: () =>
      formsApi.send({
        source: 'demoform',
        formData: {
          name: fields.name,
          company: fields.company,
          role: fields.role,
          email: fields.email.trim(),
          interests,
          ...(fields.otherInterest.trim() ? { otherInterest: fields.otherInterest } : {}),
        },
        ...(officeId ? { officeId } : {}),
      }),
    // field errors go under their fields, anything else in the form's alert
    meta: { shownInPlace: () => true },
  });

  const set = (field: TextField) => (value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setShown((s) => ({ ...s, [field]: undefined }));
  };
  const fieldError = (field: string) =>
    shown[field] ?? (isApiError(send.error) ? send.error.field(`formData.${field}`) : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = demoFormProblems(form);
    if (problems.length > 0) {
      setShown(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      return;
    }
    send.mutate();
  };

  if (send.isSuccess)
    return (
      <Stack gap="md" align="flex-start" role="status">
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={28} color="var(--mantine-color-green-6)" aria-hidden />
          <Title order={3} fz="h4">
            Thank you!
          </Title>
        </Group>
        <Text>We have your request and will be in touch at {fields.email.trim()} to set up your demo.</Text>
        <Button onClick={onDone}>Continue</Button>
      </Stack>
    );

  const text = (field: TextField, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={label}
      value={fields[field]}
      onChange={(e) => set(field)(e.currentTarget.value)}
      error={fieldError(field)}
      withAsterisk={field !== 'otherInterest'}
      maxLength={DEMO_FORM_LIMITS[field]}
      disabled={send.isPending}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Request a demo">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {text('name', 'Name', { autoComplete: 'name' })}
          {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('company', 'Company', { autoComplete: 'organization' })}
          {text('role', 'Role', { autoComplete: 'organization-title' })}
        </SimpleGrid>
        <Checkbox.Group
          label="What are you interested in?"
          withAsterisk
          value={interests}
          onChange={(value) => {
            setInterests(orderedInterests(value));
            setShown((s) => ({ ...s, interests: undefined }));
          }}
          error={fieldError('interests')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
            {DEMO_INTERESTS.map((interest) => (
              <Checkbox key={interest} value={interest} label={interest} disabled={send.isPending} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {text('otherInterest', 'Something else?')}
        {send.isError && !Object.keys(isApiError(send.error) ? send.error.fields : {}).length && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(send.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} disabled={!canRequestDemo(form)}>
            Request Demo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
