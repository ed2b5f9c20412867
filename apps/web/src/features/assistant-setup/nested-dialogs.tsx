import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/**
 * Dialogs opened over the setup (avatar gallery, voice picker) tell it so: while one is open the setup ignores
 * Escape, so Escape closes only the dialog on top. (The question before a delete keeps Escape to itself.)
 */
export const NestedDialogs = createContext<(delta: number) => void>(() => {});

/** The setup's side: how many dialogs are open over it, and the stable function they report with. */
export function useNestedDialogCount(): [number, (delta: number) => void] {
  const [count, setCount] = useState(0);
  const change = useCallback((delta: number) => setCount((c) => c + delta), []);
  return [count, change];
}

/** Call in a dialog shown over the setup, with whether it is open. */
export function useNestedDialog(opened: boolean): void {
  const change = useContext(NestedDialogs);
  useEffect(() => {
    if (!opened) return;
    change(1);
    return () => change(-1);
  }, [opened, change]);
}
