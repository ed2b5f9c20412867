import { Group, Radio, Stack, TextInput } from '@mantine/core';
import { POLL_CHOICE_MAX } from '@muse/domain';
import { editChoice } from '../poll-view';

/** What the field edits of a poll being written: its choices and, for a quiz, the right answer's index. */
export interface ChoicesDraft {
  pollType: string;
  choices: string[];
  answer: number | null;
}

/**
 * A poll's choices: one box each with the trailing blank one (editChoice), and for a quiz a radio to mark the
 * right answer (a choice left empty cannot be it). Used by the live poll's form and the asset library's.
 */
export function PollChoicesField<D extends ChoicesDraft>({
  draft,
  onChange,
  error,
  description,
}: {
  draft: D;
  onChange: (draft: D) => void;
  error?: string;
  description?: string;
}) {
  return (
    <Radio.Group
      value={draft.answer === null ? null : String(draft.answer)}
      onChange={(v) => onChange({ ...draft, answer: Number(v) })}
      label={draft.pollType === 'quiz' ? 'Choices (mark the right answer)' : 'Choices'}
      description={description}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {draft.choices.map((choice, i) => (
          <Group key={i} gap="xs" wrap="nowrap">
            {draft.pollType === 'quiz' && (
              <Radio
                value={String(i)}
                disabled={!choice.trim()}
                aria-label={`Choice ${i + 1} is the right answer`}
              />
            )}
            <TextInput
              flex={1}
              placeholder={i === draft.choices.length - 1 ? 'Add a choice' : `Choice ${i + 1}`}
              value={choice}
              maxLength={POLL_CHOICE_MAX}
              aria-label={`Choice ${i + 1}`}
              onChange={(e) => {
                const choices = editChoice(draft.choices, i, e.currentTarget.value);
                const answer = draft.answer !== null && draft.answer < choices.length ? draft.answer : null;
                onChange({ ...draft, choices, answer });
              }}
            />
          </Group>
        ))}
      </Stack>
    </Radio.Group>
  );
}
