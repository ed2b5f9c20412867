import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEW_NAME_MAX } from '@muse/contracts';
import { FEEDBACK_TEXT_MAX } from '@muse/domain';
import { errorMessage, isApiError } from '../../../app/api-error';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../shared/layers';
import { feedbackThanks } from '../feedback-thanks';
import { formsApi } from '../forms.api';

export interface FeedbackPopupProps {
  opened: boolean;
  /** signed out (or a guest): an email is asked for, so there is somewhere to reply */
  askEmail: boolean;
  onClose: () => void;
  /** the host's GET /feedback/mine query, refreshed once something is recorded */
  mineKey: readonly unknown[];
}

/**
 * The feedback popup: a review or suggestion (and an email when signed out), sent as it is; closing it
 * without sending records a skip, so it does not ask again. After sending: the spec's thanks.
 */
export function FeedbackPopup({ opened, askEmail, onClose, mineKey }: FeedbackPopupProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  // Shown on the site only when the reviewer ticks it (client reviews); signed-out reviews never are.
  const [publish, setPublish] = useState(false);
  const [name, setName] = useState('');
  const legal = useQuery({
    queryKey: ['legal'],
    queryFn: ({ signal }) => formsApi.legal(signal),
    enabled: opened,
    staleTime: Infinity,
    meta: { shownInPlace: () => true },
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: mineKey });
  const send = useMutation({
    mutationFn: () =>
      formsApi.send({
        source: 'images',
        review: text.trim(),
        lang: document.documentElement.lang || navigator.language || 'en',
        ...(!askEmail && publish ? { publish: true, ...(name.trim() ? { name: name.trim() } : {}) } : {}),
        ...(askEmail && email.trim() ? { email: email.trim() } : {}),
      }),
    meta: { shownInPlace: () => true },
  });
  const skip = useMutation({
    mutationFn: () => formsApi.send({ source: 'images', skip: true }),
    meta: { shownInPlace: () => true },
  });

  const close = () => {
    // Dismissed without sending: the skip is recorded (quietly; a failed record only means it may ask again).
    if (!send.isSuccess) skip.mutate(undefined, { onSettled: refresh });
    else refresh();
    onClose();
  };
  const thanks = feedbackThanks(legal.data?.contact);
  const emailError = isApiError(send.error) ? send.error.field('email') : undefined;

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      size={480}
      zIndex={GLOBAL_DIALOG_Z_INDEX}
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Group gap="sm" wrap="nowrap">
          <IconHeart size={22} color="var(--mantine-color-pink-6)" aria-hidden />
          <Title order={2} fz="h4">
            {send.isSuccess ? thanks.title : 'How do you like Muse?'}
          </Title>
        </Group>
      }
    >
      {send.isSuccess ? (
        <Stack gap="md" role="status">
          {thanks.message && <Text>{thanks.message}</Text>}
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) send.mutate();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              We would love a short review, or an idea of what we could do better.
            </Text>
            <Textarea
              label="Your review or suggestion"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              autosize
              minRows={4}
              maxRows={10}
              maxLength={FEEDBACK_TEXT_MAX}
              data-autofocus
              disabled={send.isPending}
            />
            {!askEmail && (
              <Checkbox
                label="Show my review on Muse"
                description="Others may read it among the client reviews. Leave it unticked to keep it between us."
                checked={publish}
                onChange={(e) => setPublish(e.currentTarget.checked)}
                disabled={send.isPending}
              />
            )}
            {!askEmail && publish && (
              <TextInput
                label="Name to show (optional)"
                description="Without one, your review is shown without a name."
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={REVIEW_NAME_MAX}
                autoComplete="given-name"
                disabled={send.isPending}
              />
            )}
            {askEmail && (
              <TextInput
                type="email"
                label="Your email (optional)"
                description="So we can write back to you."
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={emailError}
                maxLength={254}
                disabled={send.isPending}
              />
            )}
            {send.isError && !emailError && (
              <Text c="red" size="sm" role="alert">
                {errorMessage(send.error)}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={send.isPending}>
                Not now
              </Button>
              <Button type="submit" loading={send.isPending} disabled={!text.trim()}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
