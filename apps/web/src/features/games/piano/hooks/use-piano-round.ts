import { useCallback, useEffect, useRef, useState } from 'react';
import { LEAD_IN_SECONDS } from '../board-geometry';
import {
  advance,
  createGame,
  laneOfKey,
  press,
  type MelodyNote,
  type PianoEvent,
  type PianoGame,
} from '../piano-rules';
import { songTimeAt as clockTimeAt, startClock, tickClock } from '../round-clock';
import { createSynth, type PianoSynth } from '../synth';

/** The last thing that happened, shown over the board (`n` changes each time, to replay its animation). */
export interface RoundFeedback {
  text: 'Perfect' | 'Good' | 'Miss' | 'Wrong key';
  lane: number;
  n: number;
}

export interface PianoRound {
  game: PianoGame;
  feedback: RoundFeedback | null;
  /** the lanes lit by a press just now */
  lit: readonly boolean[];
  /** presses a lane at an event's time stamp (performance.now() clock) */
  hit: (lane: number, timeStamp: number) => void;
  /** the song time (seconds) now; the board reads it each frame */
  songTime: () => number;
}

/**
 * One round of the Piano Challenge: the song's clock (performance.now(), the clock of input events' time
 * stamps, so a press is judged at the moment it happened and not when the frame runs; it holds still through
 * a stalled page, see round-clock), the rules fed with
 * presses and with the passing of time each animation frame, and each hit sounded. `onFrame` moves the
 * board; `onEnd` gets the final state once.
 */
export function usePianoRound(
  notes: readonly MelodyNote[],
  { onFrame, onEnd }: { onFrame: (songTime: number) => void; onEnd: (game: PianoGame) => void },
): PianoRound {
  const [game, setGame] = useState(() => createGame(notes));
  const [feedback, setFeedback] = useState<RoundFeedback | null>(null);
  const [lit, setLit] = useState<readonly boolean[]>([false, false, false, false]);
  const gameRef = useRef(game);
  const synthRef = useRef<PianoSynth | null>(null);
  const endedRef = useRef(false);
  const feedbackN = useRef(0);
  // The round begins a lead-in before the first note.
  const [start] = useState(() => startClock(performance.now(), (notes[0]?.time ?? 0) - LEAD_IN_SECONDS));
  const clock = useRef(start);
  const callbacks = useRef({ onFrame, onEnd });
  useEffect(() => {
    callbacks.current = { onFrame, onEnd };
  });

  const songTimeAt = useCallback((stamp: number) => clockTimeAt(clock.current, stamp), []);
  const songTime = useCallback(() => songTimeAt(performance.now()), [songTimeAt]);

  const apply = useCallback((next: PianoGame, events: readonly PianoEvent[]) => {
    if (next === gameRef.current) return;
    gameRef.current = next;
    setGame(next);
    const last = events[events.length - 1];
    if (last) {
      const text =
        last.kind === 'hit'
          ? last.judgement === 'perfect'
            ? 'Perfect'
            : 'Good'
          : last.kind === 'miss'
            ? 'Miss'
            : 'Wrong key';
      const lane = last.kind === 'wrong' ? last.lane : last.tile.lane;
      setFeedback({ text, lane, n: ++feedbackN.current });
    }
    if (next.status !== 'playing' && !endedRef.current) {
      endedRef.current = true;
      callbacks.current.onEnd(next);
    }
  }, []);

  const hit = useCallback(
    (lane: number, timeStamp: number) => {
      if (gameRef.current.status !== 'playing') return;
      const now = songTimeAt(timeStamp);
      // Tiles already past their window are missed before the press is judged.
      const passed = advance(gameRef.current, now);
      const pressed = press(passed.game, lane, now);
      if (pressed.event.kind === 'hit') synthRef.current?.play(pressed.event.tile.midi);
      apply(pressed.game, [...passed.events, pressed.event]);
      setLit((l) => l.map((on, i) => on || i === lane));
      window.setTimeout(() => setLit((l) => l.map((on, i) => on && i !== lane)), 110);
    },
    [apply, songTimeAt],
  );

  // D F J K play the lanes, wherever the focus is (but not while typing, or with a shortcut's modifier).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, [contenteditable="true"]'))
        return;
      const lane = laneOfKey(e.key);
      if (lane === undefined) return;
      e.preventDefault();
      hit(lane, e.timeStamp);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hit]);

  useEffect(() => {
    synthRef.current = createSynth();
    let frame = 0;
    const tick = () => {
      clock.current = tickClock(clock.current, performance.now());
      const now = clock.current.song;
      callbacks.current.onFrame(now);
      const { game: next, events } = advance(gameRef.current, now);
      apply(next, events);
      if (gameRef.current.status === 'playing') frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      synthRef.current?.close();
      synthRef.current = null;
    };
  }, [apply, songTime]);

  return { game, feedback, lit, hit, songTime };
}
