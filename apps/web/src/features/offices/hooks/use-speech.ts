import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { officesApi } from '../offices.api';
import { voiceLocale } from '../assistant-view';

/**
 * Speaks texts in a catalogue voice: textToSpeach gives an mp3 address, which plays in the `<audio>` element
 * the caller renders with `audioProps`. One text at a time; a new one stops the last. Failures are
 * swallowed silently; `speakingKey` says which text is loading or playing.
 */
export function useSpeech() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const requestRef = useRef<AbortController | null>(null);
  const [speakingKey, setSpeakingKey] = useState<string | null>(null);

  const stop = useCallback(() => {
    requestRef.current?.abort();
    requestRef.current = null;
    audioRef.current?.pause();
    setSpeakingKey(null);
  }, []);

  const speak = useCallback(
    /** `pitch`: the voice's pitch moved by a percent (the dialog's questionVoicePitch), -100 to 100 */
    async (text: string, voiceId: string, key: string = voiceId, pitch?: number) => {
      stop();
      const controller = new AbortController();
      requestRef.current = controller;
      setSpeakingKey(key);
      try {
        const { url } = await officesApi.textToSpeech(
          { text, voiceId, locale: voiceLocale(voiceId), ...(pitch ? { pitch: Math.round(pitch) } : {}) },
          controller.signal,
        );
        const audio = audioRef.current;
        if (controller.signal.aborted || !audio) return;
        audio.src = url;
        await audio.play();
      } catch {
        // swallowed on purpose: a failed preview shows nothing
        if (!controller.signal.aborted) setSpeakingKey(null);
      }
    },
    [stop],
  );

  useEffect(() => () => requestRef.current?.abort(), []);

  const audioProps = useMemo(
    () => ({
      ref: audioRef,
      hidden: true,
      preload: 'none' as const,
      'data-speech-audio': '',
      onEnded: () => setSpeakingKey(null),
      onError: () => setSpeakingKey(null),
    }),
    [],
  );

  return { audioProps, speak, stop, speakingKey };
}
