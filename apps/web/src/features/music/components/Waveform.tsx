import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { formatDuration } from '../track-view';
import classes from './Waveform.module.css';

/** Arrow keys move by 5 s, Page keys by 30 s. */
const STEP_SECONDS = 5;
const PAGE_SECONDS = 30;

interface WaveformProps {
  /** the player's <audio>: wavesurfer.js draws its waveform and follows (and seeks) it */
  audio: HTMLAudioElement | null;
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/**
 * A seekable waveform of the playing track, drawn by wavesurfer.js (loaded on demand, so its code is only
 * fetched when a player opens). It uses the page's own <audio> element: playback stays with it and the
 * waveform follows. Until the audio is decoded, or if it can't be, a plain position bar stands in. It is a
 * slider for the keyboard and assistive technology either way. Mount it with a `key` per track.
 */
export function Waveform({ audio, currentTime, duration, onSeek }: WaveformProps) {
  const surface = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const container = surface.current;
    if (!container || !audio) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    import('wavesurfer.js')
      .then(({ default: WaveSurfer }) => {
        if (cancelled) return;
        const ws = WaveSurfer.create({
          container,
          media: audio,
          height: 64,
          waveColor: 'rgba(255, 255, 255, 0.32)',
          progressColor: '#b197fc',
          cursorColor: '#ffffff',
          cursorWidth: 2,
          barWidth: 2,
          barGap: 2,
          barRadius: 2,
          normalize: true,
          dragToSeek: true,
          hideScrollbar: true,
        });
        ws.on('ready', () => setStatus('ready'));
        ws.on('error', () => setStatus('failed'));
        destroy = () => ws.destroy();
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [audio]);

  const seekFraction = (fraction: number) => {
    if (duration > 0) onSeek(Math.max(0, Math.min(1, fraction)) * duration);
  };
  // wavesurfer handles pointer seeking once drawn; before that the bar does.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (status === 'ready') return;
    const box = e.currentTarget.getBoundingClientRect();
    seekFraction((e.clientX - box.left) / box.width);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: -STEP_SECONDS,
      ArrowDown: -STEP_SECONDS,
      ArrowRight: STEP_SECONDS,
      ArrowUp: STEP_SECONDS,
      PageDown: -PAGE_SECONDS,
      PageUp: PAGE_SECONDS,
    };
    if (e.key in moves) onSeek(currentTime + moves[e.key]!);
    else if (e.key === 'Home') onSeek(0);
    else if (e.key === 'End') onSeek(duration);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const percent = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  return (
    <div
      className={classes.wave}
      role="slider"
      tabIndex={0}
      aria-label="Seek"
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(currentTime)}
      aria-valuetext={`${formatDuration(currentTime)} of ${formatDuration(duration)}`}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div ref={surface} className={classes.surface} />
      {status !== 'ready' && (
        <>
          <div className={classes.bar}>
            <div className={classes.fill} style={{ width: `${percent}%` }} />
          </div>
          {status === 'loading' && <span className={classes.note}>Drawing the waveform…</span>}
        </>
      )}
    </div>
  );
}
