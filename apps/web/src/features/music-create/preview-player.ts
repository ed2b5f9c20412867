/**
 * The song creator's previews ("Base preview clip 15 s; preset preview 30 s") are played by one audio
 * element for the whole page, so starting one stops the other. Each Listen button follows the player's
 * state for its own clip: idle, loading (the first listener on a server waits for the render), playing or
 * failed.
 */
export type PreviewState = 'idle' | 'loading' | 'playing' | 'error';

type Listener = (src: string | null, state: PreviewState) => void;

let audio: HTMLAudioElement | null = null;
let current: string | null = null;
let state: PreviewState = 'idle';
const listeners = new Set<Listener>();

function set(src: string | null, next: PreviewState) {
  current = src;
  state = next;
  for (const listener of listeners) listener(current, state);
}

function element(): HTMLAudioElement {
  if (audio) return audio;
  audio = new Audio();
  audio.preload = 'none';
  audio.addEventListener('playing', () => current && set(current, 'playing'));
  audio.addEventListener('ended', () => set(null, 'idle'));
  audio.addEventListener('error', () => current && set(current, 'error'));
  return audio;
}

/** Plays `src`, or stops it when it is the clip playing or loading. */
export function togglePreview(src: string): void {
  const player = element();
  if (current === src && (state === 'playing' || state === 'loading')) {
    player.pause();
    set(null, 'idle');
    return;
  }
  player.pause();
  set(src, 'loading');
  player.src = src;
  player.play().catch(() => {
    // A stop (pause) during loading rejects the play too: only a failure of this clip is an error.
    if (current === src && state === 'loading') set(src, 'error');
  });
}

/** Stops whatever plays (the creator closed). */
export function stopPreview(): void {
  audio?.pause();
  if (current) set(null, 'idle');
}

/** The state of `src` now and on every change. */
export function watchPreview(src: string, onChange: (state: PreviewState) => void): () => void {
  const listener: Listener = (playing, next) => onChange(playing === src ? next : 'idle');
  listeners.add(listener);
  onChange(current === src ? state : 'idle');
  return () => listeners.delete(listener);
}
