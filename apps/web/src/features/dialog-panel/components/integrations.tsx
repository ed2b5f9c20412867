import { useState, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { AnswerBox } from '@muse/domain';
import { DemoForm } from '../../forms';
import { showDialogPoll } from '../../polls';
import { VoiceAnswer } from '../../voice-answer';

/**
 * The pieces of other features the panel uses: voice answers (features/voice-answer), the demo form
 * (features/forms) and polls (features/polls).
 */

/**
 * A voice answer: the recorder of features/voice-answer (the server's recogniser, else the browser's own,
 * else a text box), with the box's limits; the runtime's refusal, if any, shows below it. The setup's
 * preview types instead (`fallback`): nothing is recorded there.
 */
export function VoiceAnswerSlot({
  officeId,
  box,
  disabled,
  onSubmit,
  preview,
  fallback,
}: {
  officeId?: string;
  box: AnswerBox;
  disabled?: boolean;
  onSubmit: (answer: { text: string; audioUrl?: string }) => string | undefined;
  preview?: boolean;
  fallback: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  if (preview) return fallback;
  return (
    <Stack gap={4}>
      <VoiceAnswer
        officeId={officeId}
        mode={box.mode}
        minLength={box.minLength}
        maxLength={box.maxLength}
        disabled={disabled}
        onSubmit={(answer) => setError(onSubmit(answer) ?? null)}
      />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The registration token: the demo-request form; the dialog goes on once it is sent. */
export function RegistrationSlot({
  officeId,
  onDone,
}: {
  officeId?: string;
  disabled?: boolean;
  onDone: () => void;
}) {
  return <DemoForm officeId={officeId} onDone={onDone} />;
}

/** ShowPoll: the poll popup of features/polls; resolves when the poll closes. */
export function showPoll(officeId: string, pollJson: string): Promise<void> {
  return showDialogPoll(officeId, pollJson);
}
