import { lazy, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth';
import { MountOnceOpened } from '../../../shared/MountOnceOpened';
import { FIRST_CLICK_KEY, msUntilDue, popupDelay, shouldAsk } from '../feedback-popup';

// The popup's code, and the API's the check needs, load only when it is due, so the first page stays small.
const FeedbackPopup = lazy(() => import('./FeedbackPopup').then((m) => ({ default: m.FeedbackPopup })));

/** The query key of GET /feedback/mine, per signed-in user (or this browser when signed out). */
export const feedbackMineKey = (userId: string | null) => ['feedback', 'mine', userId] as const;

function storedFirstClick(): number {
  try {
    return Number(window.sessionStorage.getItem(FIRST_CLICK_KEY)) || 0;
  } catch {
    return 0;
  }
}

function storeFirstClick(at: number): void {
  try {
    window.sessionStorage.setItem(FIRST_CLICK_KEY, String(at));
  } catch {
    // private mode: the delay then counts from this page's first click only
  }
}

/**
 * The feedback popup, mounted once in the app shell: 5 minutes after the first click (in this tab; a reload
 * keeps counting), when GET /feedback/mine says there is neither a review nor a skip, it asks for a review.
 * `delayMs` (or `?feedbackPopupDelay=<ms>` on the address, for tests) replaces the 5 minutes.
 */
export function FeedbackPopupHost({ delayMs }: { delayMs?: number }) {
  const { session, isGuest, isLoading } = useSession();
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const delay = popupDelay(window.location.search, delayMs);
    let timer: number | undefined;
    const start = (firstAt: number) => {
      timer = window.setTimeout(() => setDue(true), msUntilDue(firstAt, delay, Date.now()));
    };
    const first = storedFirstClick();
    if (first > 0) {
      start(first);
      return () => window.clearTimeout(timer);
    }
    const onFirstClick = () => {
      const now = Date.now();
      storeFirstClick(now);
      start(now);
    };
    window.addEventListener('click', onFirstClick, { capture: true, once: true });
    return () => {
      window.removeEventListener('click', onFirstClick, { capture: true });
      window.clearTimeout(timer);
    };
  }, [delayMs]);

  const userId = session?.userId ?? null;
  const mine = useQuery({
    queryKey: feedbackMineKey(userId),
    queryFn: async ({ signal }) => (await import('../forms.api')).formsApi.mine(signal),
    enabled: due && !isLoading,
    staleTime: Infinity,
    // A failed check asks nothing: the popup is never worth an error message.
    retry: false,
    meta: { shownInPlace: () => true },
  });
  const opened = due && !closed && mine.data !== undefined && shouldAsk(mine.data);

  return (
    <MountOnceOpened opened={opened}>
      <FeedbackPopup
        opened={opened}
        askEmail={!session || isGuest}
        onClose={() => setClosed(true)}
        mineKey={feedbackMineKey(userId)}
      />
    </MountOnceOpened>
  );
}
