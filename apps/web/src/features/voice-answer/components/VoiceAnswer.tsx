import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { voiceAnswerApi } from '../voice-answer.api';
import {
  afterNoSpeech,
  downsample,
  encodeWav,
  LANGUAGE,
  lengthProblem,
  maxLengthFor,
  rms,
  SilenceDetector,
  TEXTS,
} from '../voice-answer.logic';

export interface VoiceAnswerProps {
  officeId?: string;
  mode: 'input' | 'text';
  minLength: number;
  maxLength: number;
  onSubmit: (answer: { text: string; audioUrl?: string }) => void;
  disabled?: boolean;
}

/** The parts of the browser's own SpeechRecognition this uses (not in every TypeScript DOM library). */
interface BrowserRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionCtor = new () => BrowserRecognition;
function browserRecognition(): RecognitionCtor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

type Phase = 'idle' | 'recording' | 'paused' | 'recognising';

interface Recording {
  stream: MediaStream;
  context: AudioContext;
  processor: ScriptProcessorNode;
  blocks: Float32Array[];
  detector: SilenceDetector;
}

/**
 * A spoken answer: recorded in the browser, written down by the server's recogniser (or else the browser's
 * own), shown in a text box the person can correct, and sent with Submit. Without any recogniser it says so
 * and offers the text box alone.
 */
export function VoiceAnswer({ officeId, mode, minLength, maxLength, onSubmit, disabled }: VoiceAnswerProps) {
  const status = useQuery({
    queryKey: ['voice-answer', 'status'],
    queryFn: voiceAnswerApi.status,
    staleTime: 60_000,
  });
  const Browser = typeof window === 'undefined' ? null : browserRecognition();
  const engine: 'server' | 'browser' | 'none' | 'loading' = status.isPending
    ? 'loading'
    : status.data?.available
      ? 'server'
      : Browser
        ? 'browser'
        : 'none';
  const max = maxLengthFor(mode, maxLength);
  const [text, setText] = useState('');
  const [audioUrl, setAudioUrl] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const retries = useRef(0);
  const recording = useRef<Recording | null>(null);
  const recognition = useRef<BrowserRecognition | null>(null);

  const stopStream = useCallback(() => {
    const r = recording.current;
    recording.current = null;
    if (!r) return null;
    r.processor.disconnect();
    r.stream.getTracks().forEach((t) => t.stop());
    void r.context.close();
    return r;
  }, []);
  useEffect(() => () => void stopStream(), [stopStream]);

  const phaseRef = useRef<Phase>('idle');
  const [retryTick, setRetryTick] = useState(0);
  const setPhaseNow = (next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  const noSpeech = () => {
    stopStream();
    recognition.current?.stop();
    const next = afterNoSpeech(retries.current);
    setPhaseNow('idle');
    if (!next.retry) {
      retries.current = 0;
      setMessage(null);
      return;
    }
    retries.current = next.attempt;
    setMessage(next.message);
    setRetryTick((t) => t + 1); // the effect below starts the next try
  };

  const finishServer = async () => {
    const r = stopStream();
    if (!r) return;
    setPhaseNow('recognising');
    const wav = new Blob([encodeWav(downsample(r.blocks, r.context.sampleRate))], { type: 'audio/wav' });
    try {
      const reply = await voiceAnswerApi.transcribe(wav, { mode, ...(officeId ? { officeId } : {}) });
      if (!reply.text.trim()) {
        noSpeech();
        return;
      }
      retries.current = 0;
      setMessage(null);
      setText((before) => (before ? `${before} ${reply.text}` : reply.text).slice(0, max));
      setAudioUrl(reply.audioUrl);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
    setPhaseNow('idle');
  };

  const startServer = async (): Promise<void> => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true },
      });
    } catch (error) {
      console.error('Voice answer: microphone', error);
      setMessage(TEXTS.microphoneError);
      setPhaseNow('idle');
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const processor = context.createScriptProcessor(4096, 1, 1);
    const detector = new SilenceDetector();
    const r: Recording = { stream, context, processor, blocks: [], detector };
    recording.current = r;
    processor.onaudioprocess = (e) => {
      if (recording.current !== r || phaseRef.current !== 'recording') return;
      const block = new Float32Array(e.inputBuffer.getChannelData(0));
      r.blocks.push(block);
      const event = detector.update(rms(block), performance.now());
      if (event === 'speech-ended') void finishServer();
      else if (event === 'no-speech') noSpeech();
    };
    source.connect(processor);
    processor.connect(context.destination);
    setPhaseNow('recording');
  };

  const startBrowser = () => {
    if (!Browser) return;
    const rec = new Browser();
    rec.lang = LANGUAGE;
    rec.continuous = false;
    rec.interimResults = false;
    let heard = false;
    rec.onresult = (e) => {
      const said = Array.from(e.results, (r) => r[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (!said) return;
      heard = true;
      retries.current = 0;
      setMessage(null);
      setText((before) => (before ? `${before} ${said}` : said).slice(0, max));
    };
    rec.onerror = (e) => {
      if (e.error === 'no-speech') return; // onend retries
      heard = true;
      if (e.error === 'not-allowed' || e.error === 'audio-capture') setMessage(TEXTS.microphoneError);
      else setMessage(TEXTS.recognitionError(e.error));
    };
    rec.onend = () => {
      recognition.current = null;
      if (phaseRef.current !== 'recording') return;
      if (!heard) noSpeech();
      else setPhaseNow('idle');
    };
    recognition.current = rec;
    setPhaseNow('recording');
    rec.start();
  };

  const start = () => {
    setMessage((m) => (m && m.startsWith('No speech') ? m : null));
    if (engine === 'server') void startServer();
    else if (engine === 'browser') startBrowser();
  };

  useEffect(() => {
    if (retryTick === 0) return;
    const timer = setTimeout(start, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a retry starts once per tick
  }, [retryTick]);

  const pause = () => {
    setPhaseNow('paused');
    setMessage(TEXTS.paused);
    recognition.current?.stop();
  };
  const resume = () => {
    setMessage(null);
    if (recording.current) {
      recording.current.detector.resume(performance.now());
      setPhaseNow('recording');
    } else start();
  };

  const problem = lengthProblem(text, minLength);
  const submit = () => {
    setTouched(true);
    if (problem) return;
    onSubmit({ text: text.trim(), ...(audioUrl ? { audioUrl } : {}) });
    setText('');
    setAudioUrl(undefined);
    setTouched(false);
  };

  return (
    <Stack gap="xs">
      {engine === 'none' && <Alert color="gray">{TEXTS.noRecognizer}</Alert>}
      {(engine === 'server' || engine === 'browser') && (
        <Group gap="xs">
          {phase === 'idle' && (
            <Button onClick={start} disabled={disabled} variant="light">
              Speak your answer
            </Button>
          )}
          {phase === 'recording' && (
            <>
              <Button onClick={pause} variant="default">
                Pause
              </Button>
              <Button
                onClick={() => (engine === 'server' ? void finishServer() : recognition.current?.stop())}
              >
                Done speaking
              </Button>
            </>
          )}
          {phase === 'paused' && (
            <Button onClick={resume} variant="light">
              Resume
            </Button>
          )}
          {phase === 'recognising' && <Text size="sm">Writing down your answer…</Text>}
        </Group>
      )}
      {message && (
        <Text size="sm" role="status" aria-live="polite">
          {message}
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
