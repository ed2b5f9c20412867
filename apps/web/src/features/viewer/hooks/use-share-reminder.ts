import { useCallback, useState } from 'react';
import { recordLike } from '../share-reminder';

function browserStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: likes are not counted, the reminder never shows
  }
}

/** The share reminder: counts each like in local storage and opens for the image just liked. */
export function useShareReminder() {
  const [openFor, setOpenFor] = useState<string | null>(null);
  const onLiked = useCallback((filename: string) => {
    const store = browserStore();
    if (store && recordLike(store).remind) setOpenFor(filename);
  }, []);
  const close = useCallback(() => setOpenFor(null), []);
  return { openFor, onLiked, close };
}
