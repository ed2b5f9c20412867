import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { HELPFULNESS, suggestionPrompt, type RatingStep } from '../report-phase';
import classes from './InterviewReport.module.css';

/**
 * "Was this report helpful?": an emoji (bad, neutral, happy), then a suggestion box, then a thank-you. The
 * rating and suggestion are sent once, by `onSend`.
 */
export function HelpfulnessRating({
  onSend,
}: {
  onSend: (rating: string, suggestion: string) => Promise<void>;
}) {
  const [state, setState] = useState<RatingStep>({ step: 'rate' });
  const [suggestion, setSuggestion] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  if (state.step === 'thanks')
    return (
      <Text size="sm" role="status">
        Thank you!
      </Text>
    );
  if (state.step === 'rate')
    return (
      <Stack gap="xs">
        <Text size="sm" fw={500} id="interview-rating-label">
          Was this report helpful?
        </Text>
        <Group gap="sm" role="group" aria-labelledby="interview-rating-label">
          {HELPFULNESS.map((h) => (
            <UnstyledButton
              key={h.value}
              className={classes.emoji}
              aria-label={h.label}
              title={h.label}
              onClick={() => setState({ step: 'suggest', rating: h.value })}
            >
              <span aria-hidden>{h.emoji}</span>
            </UnstyledButton>
          ))}
        </Group>
      </Stack>
    );
  const send = async () => {
    setSending(true);
    setFailed(false);
    try {
      await onSend(state.rating, suggestion.trim());
      setState({ step: 'thanks' });
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={suggestionPrompt(state.rating)}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={5000}
        value={suggestion}
        onChange={(e) => setSuggestion(e.currentTarget.value)}
      />
      {failed && (
        <Text size="sm" c="red" role="alert">
          Your feedback didn't reach us. Please try again.
        </Text>
      )}
      <Group justify="flex-end">
        <Button size="xs" onClick={() => void send()} loading={sending}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
