import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { browserRecognition } from '../hooks/browser-recognition';
import { useRecorder, type Heard, type RecorderEngine } from '../hooks/use-recorder';
import { voiceAnswerApi } from '../voice-answer.api';
import { afterRecognition, lengthProblem, maxLengthFor, TEXTS } from '../voice-answer.logic';

export interface VoiceAnswerProps {
  officeId?: string;
  mode: 'input' | 'text';
  minLength: number;
  maxLength: number;
  onSubmit: (answer: { text: string; audioUrl?: string }) => void;
  disabled?: boolean;
}

/**
 * A spoken answer: recorded in the browser, written down by the server's recogniser (or else the browser's
 * own) and sent after a 2-second pause when long enough; Done speaking puts the words in the text box to be
 * corrected and sent with Submit. Without any recogniser it says so and offers the text box alone.
 */
export function VoiceAnswer({ officeId, mode, minLength, maxLength, onSubmit, disabled }: VoiceAnswerProps) {
  const status = useQuery({
    queryKey: ['voice-answer', 'status'],
    queryFn: voiceAnswerApi.status,
    staleTime: 60_000,
  });
  const engine: RecorderEngine = status.isPending
    ? 'loading'
    : status.data?.available
      ? 'server'
      : browserRecognition()
        ? 'browser'
        : 'none';
  const max = maxLengthFor(mode, maxLength);
  const [text, setText] = useState('');
  const [audioUrl, setAudioUrl] = useState<string | undefined>();
  const [touched, setTouched] = useState(false);

  const send = (answer: string, url: string | undefined) => {
    onSubmit({ text: answer.trim(), ...(url ? { audioUrl: url } : {}) });
    setText('');
    setAudioUrl(undefined);
    setTouched(false);
  };

  const onHeard = ({ said, endedBy, audioUrl: clip }: Heard) => {
    const next = (text ? `${text} ${said}` : said).slice(0, max);
    const url = clip ?? audioUrl;
    const decision = afterRecognition({ text: next, minLength, endedBy });
    if (decision.submit && !disabled) {
      send(next, url);
      return;
    }
    setText(next);
    setAudioUrl(url);
    // Too short to send: the box shows "Please enter at least {n} characters" so more can be added.
    if (!decision.submit && decision.problem) setTouched(true);
  };

  const recorder = useRecorder({ engine, mode, ...(officeId ? { officeId } : {}), onHeard });
  const { phase } = recorder;

  const problem = lengthProblem(text, minLength);
  const submit = () => {
    setTouched(true);
    if (problem) return;
    send(text, audioUrl);
  };

  return (
    <Stack gap="xs">
      {engine === 'none' && <Alert color="gray">{TEXTS.noRecognizer}</Alert>}
      {(engine === 'server' || engine === 'browser') && (
        <Stack gap={4}>
          <Group gap="xs">
            {phase === 'idle' && (
              <Button onClick={recorder.start} disabled={disabled} variant="light">
                Speak your answer
              </Button>
            )}
            {phase === 'recording' && (
              <>
                <Button onClick={recorder.pause} variant="default">
                  Pause
                </Button>
                <Button onClick={recorder.done}>Done speaking</Button>
              </>
            )}
            {phase === 'paused' && (
              <Button onClick={recorder.resume} variant="light">
                Resume
              </Button>
            )}
            {phase === 'recognising' && <Text size="sm">Writing down your answer…</Text>}
          </Group>
          <Text size="xs" c="dimmed">
            {TEXTS.howToSpeak}
          </Text>
        </Stack>
      )}
      {recorder.message && (
        <Text size="sm" role="status" aria-live="polite">
          {recorder.message}
        </Text>
      )}
      <Textarea
        aria-label="Your answer"
        value={text}
        onChange={(e) => setText(e.currentTarget.value.slice(0, max))}
        maxLength={max}
        autosize
        minRows={mode === 'input' ? 1 : 3}
        disabled={disabled}
        error={touched ? problem : undefined}
      />
      <Group justify="flex-end">
        <Button onClick={submit} disabled={disabled || !text.trim() || phase === 'recognising'}>
          Submit
        </Button>
      </Group>
    </Stack>
  );
}
