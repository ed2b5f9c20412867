import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_LIMITS, type AdminNotification } from '@muse/contracts';
import { errorMessage, isApiError } from '../../../app/api-error';
import { TIER_OPTIONS, previewOf, toInput, type NotificationFormValues } from '../admin-form';
import { notificationsApi } from '../notifications.api';
import { NotificationDialog } from './NotificationDialog';

export const adminNotificationsKey = ['notifications', 'admin'] as const;

export interface NotificationFormProps {
  initial: NotificationFormValues;
  /** the notification being edited; none: a new one */
  editing: AdminNotification | null;
  onDone(): void;
}

/** Writes or edits a notification: its words, input and actions, how it closes, whom it is for and when. */
export function NotificationForm({ initial, editing, onDone }: NotificationFormProps) {
  const queryClient = useQueryClient();
  const [v, setV] = useState(initial);
  const [previewing, setPreviewing] = useState(false);
  const set = <K extends keyof NotificationFormValues>(key: K, value: NotificationFormValues[K]) =>
    setV((old) => ({ ...old, [key]: value }));
  const setAction = (i: number, change: Partial<NotificationFormValues['actions'][number]>) =>
    setV((old) => ({
      ...old,
      actions: old.actions.map((a, j) =>
        j === i ? { ...a, ...change } : change.default ? { ...a, default: false } : a,
      ),
    }));

  const save = useMutation({
    mutationFn: () =>
      editing ? notificationsApi.update(editing._id, toInput(v)) : notificationsApi.create(toInput(v)),
    meta: { shownInPlace: () => true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminNotificationsKey });
      onDone();
    },
  });
  const field = (name: string) => (isApiError(save.error) ? save.error.field(name) : undefined);
  const actionsError = field('actions');
  const known = [
    'title',
    'header',
    'content',
    'actions',
    'timeoutForEnableClose',
    'target.email',
    'publishAt',
    'expiresAt',
  ];
  const otherError =
    save.isError && (!isApiError(save.error) || !known.some((f) => save.error && field(f)))
      ? errorMessage(save.error)
      : null;

  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Title"
            required
            value={v.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            maxLength={NOTIFICATION_LIMITS.title}
            error={field('title')}
          />
          <TextInput
            label="Header"
            description="A short line above the message (optional)."
            value={v.header}
            onChange={(e) => set('header', e.currentTarget.value)}
            maxLength={NOTIFICATION_LIMITS.header}
            error={field('header')}
          />
          <Textarea
            label="Message"
            description="Plain text. **bold**, *italic*, [links](https://…) and lists starting with “- ” work."
            value={v.content}
            onChange={(e) => set('content', e.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={12}
            maxLength={NOTIFICATION_LIMITS.content}
            error={field('content')}
          />
          <Switch
            label="Ask for a written answer"
            description="The main button works once something is typed."
            checked={v.showInput}
            onChange={(e) => set('showInput', e.currentTarget.checked)}
          />

          <Stack gap="xs">
            <Text fw={500} size="sm">
              Buttons
            </Text>
            {v.actions.length === 0 && (
              <Text size="sm" c="dimmed">
                No buttons: people can only close it.
              </Text>
            )}
            {v.actions.map((action, i) => (
              <Group key={i} gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  label={`Button ${i + 1}`}
                  value={action.buttonText}
                  onChange={(e) => setAction(i, { buttonText: e.currentTarget.value })}
                  maxLength={NOTIFICATION_LIMITS.buttonText}
                  error={field(`actions.${i}.buttonText`)}
                  style={{ flex: '1 1 160px' }}
                />
                <TextInput
                  label="Recorded as"
                  placeholder="from the button"
                  value={action.response}
                  onChange={(e) => setAction(i, { response: e.currentTarget.value })}
                  maxLength={NOTIFICATION_LIMITS.response}
                  error={field(`actions.${i}.response`)}
                  style={{ flex: '1 1 140px' }}
                />
                <Checkbox
                  label="Main"
                  checked={action.default}
                  onChange={(e) => setAction(i, { default: e.currentTarget.checked })}
                  mb={8}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove button ${i + 1}`}
                  onClick={() =>
                    set(
                      'actions',
                      v.actions.filter((_, j) => j !== i),
                    )
                  }
                  mb={4}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {actionsError && (
              <Text c="red" size="sm" role="alert">
                {actionsError}
              </Text>
            )}
            {v.actions.length < NOTIFICATION_LIMITS.actions && (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() =>
                  set('actions', [
                    ...v.actions,
                    { buttonText: '', response: '', default: v.actions.length === 0 },
                  ])
                }
                style={{ alignSelf: 'flex-start' }}
              >
                Add a button
              </Button>
            )}
          </Stack>

          <Switch
            label="People must choose a button"
            description="Hides the close button."
            checked={v.blocking}
            onChange={(e) => set('blocking', e.currentTarget.checked)}
          />
          {!v.blocking && (
            <NumberInput
              label="Can be closed after (seconds)"
              min={0}
              max={NOTIFICATION_LIMITS.timeoutForEnableClose}
              value={v.timeoutForEnableClose}
              onChange={(n) => set('timeoutForEnableClose', typeof n === 'number' ? n : 0)}
              error={field('timeoutForEnableClose')}
              maw={240}
            />
          )}

          <Stack gap="xs">
            <Text fw={500} size="sm" id="notification-audience">
              Who sees it
            </Text>
            <SegmentedControl
              aria-labelledby="notification-audience"
              value={v.targetType}
              onChange={(value) => set('targetType', value as NotificationFormValues['targetType'])}
              data={[
                { value: 'everyone', label: 'Everyone' },
                { value: 'tier', label: 'A plan' },
                { value: 'user', label: 'One person' },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            {v.targetType === 'tier' && (
              <Select
                label="Plan"
                data={TIER_OPTIONS}
                value={v.tier}
                onChange={(value) => set('tier', value ?? '')}
                allowDeselect={false}
                maw={240}
              />
            )}
            {v.targetType === 'user' && (
              <TextInput
                label="Their email"
                type="email"
                value={v.email}
                onChange={(e) => set('email', e.currentTarget.value)}
                error={field('target.email')}
                maw={360}
              />
            )}
          </Stack>

          <Group gap="md" align="flex-start" wrap="wrap">
            <TextInput
              label="Show from"
              description="Empty: now."
              type="datetime-local"
              value={v.publishAt}
              onChange={(e) => set('publishAt', e.currentTarget.value)}
              error={field('publishAt')}
            />
            <TextInput
              label="Show until"
              description="Empty: until answered."
              type="datetime-local"
              value={v.expiresAt}
              onChange={(e) => set('expiresAt', e.currentTarget.value)}
              error={field('expiresAt')}
            />
          </Group>

          {otherError && (
            <Alert color="red" variant="light" role="alert">
              {otherError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {editing && (
              <Button variant="subtle" onClick={onDone} disabled={save.isPending}>
                Cancel
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => setPreviewing(true)}
            >
              Preview
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save changes' : v.publishAt ? 'Schedule' : 'Publish now'}
            </Button>
          </Group>
        </Stack>
      </form>
      {previewing && (
        <NotificationDialog
          notification={previewOf(v)}
          onRespond={() => setPreviewing(false)}
          pending={null}
          error={null}
          preview
        />
      )}
    </>
  );
}
