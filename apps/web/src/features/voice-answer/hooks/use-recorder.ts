import { useCallback, useEffect, useRef, useState } from 'react';
import { voiceAnswerApi } from '../voice-answer.api';
import {
  afterNoSpeech,
  downsample,
  encodeWav,
  LANGUAGE,
  rms,
  SilenceDetector,
  TEXTS,
  type RecordingEnd,
} from '../voice-answer.logic';
import { browserRecognition, type BrowserRecognition } from './browser-recognition';

export type RecorderEngine = 'server' | 'browser' | 'none' | 'loading';
export type RecorderPhase = 'idle' | 'recording' | 'paused' | 'recognising';

/** Words written down from one recording, and how the recording ended. */
export interface Heard {
  said: string;
  endedBy: RecordingEnd;
  /** the stored clip, when the server's recogniser wrote it down */
  audioUrl?: string;
}

export interface RecorderOptions {
  engine: RecorderEngine;
  mode: 'input' | 'text';
  officeId?: string;
  onHeard: (heard: Heard) => void;
}

interface Recording {
  stream: MediaStream;
  context: AudioContext;
  processor: ScriptProcessorNode;
  blocks: Float32Array[];
  detector: SilenceDetector;
}

/**
 * Records one spoken answer at a time: with the server's recogniser, Web Audio until 2 s of silence (or Done
 * speaking) and the clip sent as 16 kHz WAV; else the browser's own SpeechRecognition. Retries up to 3 times
 * when no speech is heard, and hands the words to `onHeard` with how the recording ended.
 */
export function useRecorder(options: RecorderOptions) {
  // The audio callbacks outlive the render that started them: they read the latest options from here.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const phaseRef = useRef<RecorderPhase>('idle');
  const retries = useRef(0);
  const [retryTick, setRetryTick] = useState(0);
  const recording = useRef<Recording | null>(null);
  const recognition = useRef<BrowserRecognition | null>(null);
  const doneByButton = useRef(false);
  // Words that arrive after the answer box is gone must not be sent.
  const mounted = useRef(false);

  const setPhaseNow = (next: RecorderPhase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  const stopStream = useCallback(() => {
    const r = recording.current;
    recording.current = null;
    if (!r) return null;
    r.processor.disconnect();
    r.stream.getTracks().forEach((t) => t.stop());
    void r.context.close();
    return r;
  }, []);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopStream();
    };
  }, [stopStream]);

  const heard = (h: Heard) => {
    retries.current = 0;
    setMessage(null);
    if (mounted.current) latest.current.onHeard(h);
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

  const finishServer = async (endedBy: RecordingEnd) => {
    const r = stopStream();
    if (!r) return;
    setPhaseNow('recognising');
    const wav = new Blob([encodeWav(downsample(r.blocks, r.context.sampleRate))], { type: 'audio/wav' });
    const { mode, officeId } = latest.current;
    try {
      const reply = await voiceAnswerApi.transcribe(wav, { mode, ...(officeId ? { officeId } : {}) });
      const said = reply.text.trim();
      if (!said) {
        noSpeech();
        return;
      }
      setPhaseNow('idle');
      heard({ said, endedBy, audioUrl: reply.audioUrl });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
      setPhaseNow('idle');
    }
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
      if (event === 'speech-ended') void finishServer('silence');
      else if (event === 'no-speech') noSpeech();
    };
    source.connect(processor);
    processor.connect(context.destination);
    setPhaseNow('recording');
  };

  const startBrowser = () => {
    const Browser = browserRecognition();
    if (!Browser) return;
    const rec = new Browser();
    rec.lang = LANGUAGE;
    rec.continuous = false;
    rec.interimResults = false;
    doneByButton.current = false;
    let said = '';
    let failed = false;
    rec.onresult = (e) => {
      const words = Array.from(e.results, (r) => r[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (words) said = said ? `${said} ${words}` : words;
    };
    rec.onerror = (e) => {
      if (e.error === 'no-speech') return; // onend retries
      failed = true;
      if (e.error === 'not-allowed' || e.error === 'audio-capture') setMessage(TEXTS.microphoneError);
      else setMessage(TEXTS.recognitionError(e.error));
    };
    rec.onend = () => {
      recognition.current = null;
      const paused = phaseRef.current === 'paused';
      if (!paused && phaseRef.current !== 'recording') return;
      if (said) {
        if (!paused) setPhaseNow('idle');
        // Only a recogniser that stopped by itself after the words is the pause that sends the answer.
        const byItself = !paused && !failed && !doneByButton.current;
        heard({ said, endedBy: byItself ? 'silence' : 'button' });
      } else if (!paused) {
        if (failed) setPhaseNow('idle');
        else noSpeech();
      }
    };
    recognition.current = rec;
    setPhaseNow('recording');
    rec.start();
  };

  const start = () => {
    setMessage((m) => (m && m.startsWith('No speech') ? m : null));
    if (latest.current.engine === 'server') void startServer();
    else if (latest.current.engine === 'browser') startBrowser();
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
  /** Done speaking: the words are written down for the person to check before Submit. */
  const done = () => {
    if (recording.current) void finishServer('button');
    else if (recognition.current) {
      doneByButton.current = true;
      recognition.current.stop();
    }
  };

  return { phase, message, start, pause, resume, done };
}
