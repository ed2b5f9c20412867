import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { Asset } from '@muse/contracts';
import { ASSET_NAME_MAX, POLL_MAX_CHOICES, POLL_QUESTION_MAX } from '@muse/domain';
import { PollChoicesField } from '../../polls';
import type { AssetsSocket } from '../assets-socket';
import { pollFormProblems, saveMessage, type PollFormDraft } from '../library-view';

export interface PollFormModalProps {
  draft: PollFormDraft;
  socket: AssetsSocket;
  onClose(): void;
  onSaved(asset: Asset): void;
}

/**
 * The poll form (spec: a name and at least one non-empty choice; a trailing blank choice is added
 * automatically and removed when emptied): a quiz or a choice poll, saved through the socket's `save-poll`.
 */
export function PollFormModal({ draft: initial, socket, onClose, onSaved }: PollFormModalProps) {
  const [draft, setDraft] = useState<PollFormDraft>(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const problems = pollFormProblems(draft);
  const shown = (field: string) => (tried ? problems[field] : undefined) ?? serverFields[field];

  const save = async () => {
    setTried(true);
    if (Object.keys(problems).length) return;
    setSaving(true);
    setError(null);
    const ack = await socket.savePoll(saveMessage(draft));
    setSaving(false);
    if ('ok' in ack) return onSaved(ack.asset);
    const details = Array.isArray(ack.error.details)
      ? (ack.error.details as { field: string; message: string }[])
      : [];
    setServerFields(Object.fromEntries(details.map((d) => [d.field.split('.')[0], d.message])));
    if (details.length === 0) setError(ack.error.message);
  };

  return (
    <Modal opened onClose={onClose} title={draft._id ? 'Edit the poll' : 'New poll'} centered size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={draft.pollType}
            onChange={(v) => setDraft({ ...draft, pollType: v === 'quiz' ? 'quiz' : 'choice' })}
            data={[
              { value: 'choice', label: 'Choices' },
              { value: 'quiz', label: 'Quiz' },
            ]}
            aria-label="Kind of poll"
          />
          <TextInput
            label="Name"
            placeholder="Monday warm-up"
            value={draft.name}
            maxLength={ASSET_NAME_MAX}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            error={shown('name')}
            data-autofocus
          />
          <TextInput
            label="Question"
            description="Leave it empty to ask the name"
            placeholder="Tea or coffee?"
            value={draft.question}
            maxLength={POLL_QUESTION_MAX}
            onChange={(e) => setDraft({ ...draft, question: e.currentTarget.value })}
            error={shown('question')}
          />
          <PollChoicesField
            draft={draft}
            onChange={setDraft}
            description={`Up to ${POLL_MAX_CHOICES}`}
            error={shown('choices') ?? shown('answer')}
          />
          {error && (
            <Text size="sm" c="red.7" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save the poll
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
