import { useEffect, useRef } from 'react';

/** The stepper repeats every 100 ms while held (spec §9), after a short pause so one click is one step. */
export const HOLD_REPEAT_MS = 100;
const HOLD_DELAY_MS = 400;

interface HoldStepper {
  value: number;
  next: (current: number) => number;
  onPreview: (value: number) => void;
  /** on release: the value reached, as one undo step */
  onCommit: (value: number) => void;
}

/**
 * Press-and-hold for a stepper button: a step at once, then one every 100 ms while held, each from the value
 * the hold has reached; the release commits it.
 */
export function useHoldStepper(options: HoldStepper) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reached = useRef<number | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const step = () => {
    const { value, next, onPreview } = latest.current;
    reached.current = next(reached.current ?? value);
    onPreview(reached.current);
  };
  const repeat = () => {
    step();
    timer.current = setTimeout(repeat, HOLD_REPEAT_MS);
  };
  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const value = reached.current;
    reached.current = null;
    if (value !== null) latest.current.onCommit(value);
  };
  return {
    onPointerDown: (e: React.PointerEvent) => {
      if (e.button !== 0) return;
      step();
      timer.current = setTimeout(repeat, HOLD_DELAY_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    // keyboard users press the button: one step each
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      step();
      stop();
    },
  };
}
