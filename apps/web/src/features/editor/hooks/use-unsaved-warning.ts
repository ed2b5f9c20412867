import { useEffect } from 'react';
import { useLeaveGuard } from '../../../shared/leave-guard';

/** What the app asks before it leaves the editor with unsaved changes. */
export const LEAVE_QUESTION = {
  title: 'Leave the editor?',
  message: 'Your changes are not saved.',
  confirmLabel: 'Leave',
  cancelLabel: 'Stay',
};

/**
 * While the picture has changes that are not saved, leaving asks first: going to another page of the app (a
 * link, the menu, the browser's Back) asks "Leave the editor?" with Stay and Leave; closing or reloading the
 * tab gets the browser's own "Leave site?" prompt (browsers show their text, not ours).
 */
export function useUnsavedWarning(unsaved: boolean): void {
  useLeaveGuard(unsaved, LEAVE_QUESTION);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
