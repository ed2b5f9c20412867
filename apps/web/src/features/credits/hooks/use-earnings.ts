import { useQueries, useQuery } from '@tanstack/react-query';
import type { SignedInSession } from '@muse/contracts';
import { GUESS_THE_BEST_LEVELS, canSeeGame } from '@muse/domain';
import { useGamePlayedToday } from '../../games';
import { creditsApi, creditsKeys } from '../credits.api';

const LEVELS = Array.from({ length: GUESS_THE_BEST_LEVELS.wide.length }, (_, i) => i + 1);

interface Options {
  /** refetch whenever a component using it mounts (the dialog shows the state of now, not of a minute ago) */
  fresh?: boolean;
}

const refetchOnMount = (fresh?: boolean) => (fresh ? ('always' as const) : true);

/** GET /user/credits: the daily amount, one-time items and the renewal date. */
export function useCreditsSummary(session: SignedInSession | null, { fresh }: Options = {}) {
  return useQuery({
    queryKey: creditsKeys.summary(session?.userId ?? ''),
    queryFn: ({ signal }) => creditsApi.summary(signal),
    enabled: !!session,
    refetchOnMount: refetchOnMount(fresh),
    meta: { errorTitle: "Couldn't load your credits" },
  });
}

/**
 * Guess the Best: each level's reward still claimable today, or null while loading, for email accounts newer
 * than 7 days (the only ones that see the game); an empty list for everyone else. A game this browser saw
 * to its wrap-up counts as played (all 0) whatever the server still offers.
 */
export function useGameDaily(session: SignedInSession | null, { fresh }: Options = {}): number[] | null {
  const shown = !!session && !session.isGuest && canSeeGame(session.createdOn);
  const played = useGamePlayedToday('guessTheBest', session?.userId ?? null);
  const results = useQueries({
    queries: LEVELS.map((level) => ({
      queryKey: creditsKeys.game(session?.userId ?? '', level),
      queryFn: ({ signal }: { signal: AbortSignal }) => creditsApi.gameStatus(level, signal),
      enabled: shown,
      refetchOnMount: refetchOnMount(fresh),
      // The row and the dot simply stay off when this fails: no toast for a badge.
      meta: { shownInPlace: () => true },
    })),
  });
  if (!shown) return [];
  if (played || results.some((r) => r.isError)) return LEVELS.map(() => 0);
  if (results.some((r) => !r.data)) return null;
  return results.map((r) => r.data!.daily);
}

/** The unclaimed referrals (email accounts only). */
export function useReferrals(session: SignedInSession | null, { fresh }: Options = {}) {
  return useQuery({
    queryKey: creditsKeys.referrals(session?.userId ?? ''),
    queryFn: ({ signal }) => creditsApi.referrals(signal),
    enabled: !!session && !session.isGuest,
    refetchOnMount: refetchOnMount(fresh),
    meta: { errorTitle: "Couldn't load your referrals" },
  });
}

/** The streak and its rewards (email accounts only). */
export function useStreak(session: SignedInSession | null, { fresh }: Options = {}) {
  return useQuery({
    queryKey: creditsKeys.streak(session?.userId ?? ''),
    queryFn: ({ signal }) => creditsApi.streak(signal),
    enabled: !!session && !session.isGuest,
    refetchOnMount: refetchOnMount(fresh),
    meta: { errorTitle: "Couldn't load your streak" },
  });
}

/** A public image of the user's to share, with its link (null when the user has none yet). */
export function useShareableImage(session: SignedInSession | null) {
  return useQuery({
    queryKey: creditsKeys.shareable(session?.userId ?? ''),
    queryFn: async ({ signal }) => {
      const items = await creditsApi.ownImages(signal);
      const item = items.find((i) => i.public && i.imageThumbUrl);
      if (!item) return null;
      const { shareLink } = await creditsApi.shareLink(item.filename, signal);
      return { name: item.name, imageThumbUrl: item.imageThumbUrl, shareLink };
    },
    enabled: !!session && !session.isGuest,
    meta: { errorTitle: "Couldn't find an image to share" },
  });
}
