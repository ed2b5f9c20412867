import { useContext, useEffect } from 'react';
import { useConfirm, type ConfirmOptions } from '../confirm';
import { LeaveGuardsContext } from './LeaveGuardProvider';

/**
 * While `when`, going to another page of the app (a link, the menu, `navigate()`, the browser's Back) first
 * asks `question` in the app's confirm dialog, and goes only when it is confirmed. `question` should be a
 * constant (a new object each render sets the guard again).
 */
export function useLeaveGuard(when: boolean, question: ConfirmOptions): void {
  const guards = useContext(LeaveGuardsContext);
  const confirm = useConfirm();
  useEffect(() => {
    if (!when || !guards) return;
    const guard = { ask: () => confirm(question) };
    guards.add(guard);
    return () => void guards.delete(guard);
  }, [when, guards, confirm, question]);
}
