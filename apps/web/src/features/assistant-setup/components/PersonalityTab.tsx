import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import type { Office } from '@muse/contracts';
import {
  PERSONALITY_FIELDS,
  PERSONALITY_FIELD_MAX,
  PERSONALITY_LABELS,
  normalizePersonality,
  personalityProblems,
  type Personality,
} from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { notifySuccess } from '../../../app/notify';
import { mainAssistant } from '../../offices';
import { useUpdateAssistant } from '../hooks/use-update-assistant';

/** Hints under the text areas (chosen; the spec gives none). */
const HINTS: Partial<Record<(typeof PERSONALITY_FIELDS)[number], string>> = {
  tone: 'e.g. warm and friendly, or formal',
  noinfo: 'What it answers when it was not trained on the question, e.g. “Sorry, I can only help with …”',
};

const same = (a: Personality, b: Personality) => PERSONALITY_FIELDS.every((f) => a[f] === b[f]);

/** The Personality tab: its 12 text areas, noinfo (the "stick to the script" answer) among them. */
export function PersonalityTab({ office }: { office: Office }) {
  const saved = normalizePersonality(mainAssistant(office)?.dialog.personality);
  const [draft, setDraft] = useState<Personality>(saved);
  const update = useUpdateAssistant(office._id, "Couldn't save the personality");
  const problems = personalityProblems(draft);
  const changed = !same(draft, saved);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!changed || problems.length > 0) return;
        update.mutate(
          { personality: draft },
          {
            onSuccess: (updated) => {
              setDraft(normalizePersonality(mainAssistant(updated)?.dialog.personality));
              notifySuccess('The personality is saved.');
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Who the assistant is and how it talks. Every field is optional.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {PERSONALITY_FIELDS.map((field) => (
            <Textarea
              key={field}
              label={PERSONALITY_LABELS[field]}
              description={HINTS[field]}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={PERSONALITY_FIELD_MAX}
              value={draft[field]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDraft((d) => ({ ...d, [field]: value }));
              }}
              error={problems.find((p) => p.field === field)?.message}
            />
          ))}
        </SimpleGrid>
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!changed || problems.length > 0} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
