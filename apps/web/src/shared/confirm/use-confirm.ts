import { useCallback, useEffect, useState } from 'react';
import { confirm, withdrawConfirm, type ConfirmOptions } from './confirm-store';

/**
 * `const confirm = useConfirm(); if (await confirm({ title, message, confirmLabel })) …` — the app's one
 * question before a delete, shown by the ConfirmHost in the app shell above every other layer. A question
 * still open when the asking component unmounts (the viewer closed by Back) is cancelled with it.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const [owner] = useState(() => ({}));
  useEffect(() => () => withdrawConfirm(owner), [owner]);
  return useCallback((options: ConfirmOptions) => confirm(options, owner), [owner]);
}
