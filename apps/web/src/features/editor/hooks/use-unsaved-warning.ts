import { useEffect } from 'react';

/**
 * While the picture has changes that are not saved, closing or reloading the tab asks first (the browser's
 * own "Leave site?" prompt; browsers show their text, not ours).
 */
export function useUnsavedWarning(unsaved: boolean): void {
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
