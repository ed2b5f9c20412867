import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Poll, PollType } from '@muse/contracts';
import { POLL_QUESTION_MAX } from '@muse/domain';
import { ApiError, errorMessage } from '../../../app/api-error';
import { pollsApi } from '../polls.api';
import { POLL_TYPE_LABELS, draftBody, draftProblems, emptyDraft, type PollDraft } from '../poll-view';
import { PollChoicesField } from './PollChoicesField';

export interface StartPollModalProps {
  officeId: string;
  opened: boolean;
  onClose(): void;
  onStarted(poll: Poll): void;
}

/** The owner's "Start a poll": its type, the question, the choices (2 to 6) and a quiz's right answer. */
export function StartPollModal({ officeId, opened, onClose, onStarted }: StartPollModalProps) {
  const [draft, setDraft] = useState<PollDraft>(emptyDraft());
  const [tried, setTried] = useState(false);
  const start = useMutation({
    mutationFn: () => pollsApi.start(draftBody(officeId, draft)),
    onSuccess: (poll) => {
      setDraft(emptyDraft(draft.pollType));
      setTried(false);
      onStarted(poll);
    },
  });
  const problems = draftProblems(draft);
  const serverField = (name: string) =>
    start.error instanceof ApiError ? start.error.field(name) : undefined;
  const shown = (field: 'question' | 'choices' | 'answer') =>
    (tried ? problems[field] : undefined) ?? serverField(field);
  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length === 0) start.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Start a poll" centered size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={draft.pollType}
            onChange={(v) => setDraft({ ...draft, pollType: v as PollType })}
            data={(['yesno', 'choice', 'quiz'] as const).map((t) => ({
              value: t,
              label: POLL_TYPE_LABELS[t],
            }))}
            aria-label="Kind of poll"
          />
          <TextInput
            label="Question"
            placeholder={draft.pollType === 'quiz' ? 'What is the capital of France?' : 'Pizza for lunch?'}
            value={draft.question}
            maxLength={POLL_QUESTION_MAX}
            onChange={(e) => setDraft({ ...draft, question: e.currentTarget.value })}
            error={shown('question')}
            data-autofocus
          />
          {draft.pollType === 'yesno' ? (
            <Text size="sm" c="dimmed">
              Visitors answer Yes or No.
            </Text>
          ) : (
            <PollChoicesField draft={draft} onChange={setDraft} error={shown('choices') ?? shown('answer')} />
          )}
          {start.isError && !(start.error instanceof ApiError && Object.keys(start.error.fields).length) && (
            <Text size="sm" c="red.7" role="alert">
              {errorMessage(start.error)}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={start.isPending}>
              Start the poll
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
