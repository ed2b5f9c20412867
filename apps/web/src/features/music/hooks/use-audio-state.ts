import { useCallback, useEffect, useState } from 'react';

export interface AudioState {
  playing: boolean;
  currentTime: number;
  /** seconds, 0 until the metadata is read */
  duration: number;
  /** the browser could not play the file */
  failed: boolean;
}

const EVENTS = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'seeked',
  'emptied',
  'error',
] as const;

/** Moves a media element's position, within its length. */
function seekTo(media: HTMLMediaElement, seconds: number): void {
  const max = Number.isFinite(media.duration) ? media.duration : seconds;
  media.currentTime = Math.max(0, Math.min(max, seconds));
}

const initial: AudioState = { playing: false, currentTime: 0, duration: 0, failed: false };

/** Follows an <audio> element's playback and gives play/pause and seeking. */
export function useAudioState(audio: HTMLAudioElement | null) {
  const [state, setState] = useState<AudioState>(initial);
  useEffect(() => {
    if (!audio) return;
    const read = () =>
      setState({
        playing: !audio.paused && !audio.ended,
        currentTime: audio.currentTime,
        duration: Number.isFinite(audio.duration) ? audio.duration : 0,
        failed: audio.error !== null,
      });
    for (const event of EVENTS) audio.addEventListener(event, read);
    return () => {
      for (const event of EVENTS) audio.removeEventListener(event, read);
    };
  }, [audio]);

  const play = useCallback(() => {
    // A refused play (no user gesture yet, the file failed) leaves the player paused; its state says so.
    audio?.play().catch(() => undefined);
  }, [audio]);
  const toggle = useCallback(() => {
    if (!audio) return;
    if (audio.paused) audio.play().catch(() => undefined);
    else audio.pause();
  }, [audio]);
  const seek = useCallback(
    (seconds: number) => {
      if (!audio || !Number.isFinite(seconds)) return;
      seekTo(audio, seconds);
    },
    [audio],
  );
  return { ...state, play, toggle, seek };
}
