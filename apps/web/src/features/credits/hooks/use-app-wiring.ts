import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '../../../shared/routing';
import type { SignedInSession } from '@muse/contracts';
import { errorMessage } from '../../../app/api-error';
import { addApiErrorHandler } from '../../../app/query-client';
import { creditsKeys } from '../credits-keys';
import { openInsufficientCredits } from '../dialogs-store';
import { isInsufficientCredits } from '../insufficient-credits';
import { landingKey, referralLanding } from '../referral-landing';

/** A 402 insufficient_credits from any query or mutation opens "Extra credits required" instead of a toast. */
export function useInsufficientCreditsDialog(): void {
  useEffect(
    () =>
      addApiErrorHandler((error) => {
        if (!isInsufficientCredits(error)) return false;
        openInsufficientCredits(errorMessage(error));
        return true;
      }),
    [],
  );
}

/**
 * Reports a share link's landing (`/images/<filename>?ref=<sharer>`) once per browser session, so the
 * sharer earns the referral when this visitor creates an account. Failures are silent: the page works
 * the same either way.
 */
export function useReferralLanding(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const landing = referralLanding(pathname, search);
    if (!landing) return;
    const key = landingKey(landing);
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // no storage: report it anyway
    }
    // The API's code loads only for such a landing: every other first page goes without it.
    import('../credits.api')
      .then(({ creditsApi }) => creditsApi.referralLanded(landing))
      .catch((error: unknown) => {
        console.warn('Could not report the share link', error);
        try {
          window.sessionStorage.removeItem(key);
        } catch {
          // nothing to undo
        }
      });
  }, [pathname, search]);
}

/**
 * When the balance changes (a claim, a purchase pushed over the socket, a game's reward), what can be
 * earned may have changed too: the earn queries are read again.
 */
export function useEarningsFollowBalance(session: SignedInSession | null): void {
  const queryClient = useQueryClient();
  const balance = session ? `${session.userId}:${session.credits}:${session.subscriptionCredits}` : '';
  const last = useRef(balance);
  useEffect(() => {
    if (last.current === balance) return;
    last.current = balance;
    if (balance) void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
  }, [balance, queryClient]);
}
