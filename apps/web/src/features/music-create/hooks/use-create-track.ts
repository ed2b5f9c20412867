import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMusicBody, MusicTrack } from '@muse/contracts';
import { notifySuccess } from '../../../app/notify';
import { openLoginDialog, useLoginDialog, useSession } from '../../auth';
import { openMembership } from '../../buy';
import { musicApi, musicKeys } from '../../music';
import { classifyCreateError, type CreateFailure } from '../create-errors';

/** How long a "verified" answer is trusted before asking again (a 403 asks again anyway). */
const VERIFIED_STALE_MS = 5 * 60_000;

/**
 * Requesting a track: visitors and guests get the login prompt; a user without a verified email
 * (GET /user/verifiedEmail) gets the verification modal first, and the request goes on once the code is
 * accepted; then POST /music. Failures become a `CreateFailure` (the "wait" with Subscribe, a 403
 * email_not_verified reopens the verification).
 */
export function useCreateTrack(onCreated?: (track: MusicTrack) => void) {
  const { session, isGuest } = useSession();
  const { opened: loginOpen } = useLoginDialog();
  const signedIn = !!session && !isGuest;
  const queryClient = useQueryClient();
  const userId = session?.userId ?? '';
  const musicpro = session?.musicpro ?? '';
  const verifiedKey = musicKeys.verifiedEmail(userId);
  /** The request waiting for the email verification (the modal is open while set). */
  const [awaitingVerification, setAwaitingVerification] = useState<CreateMusicBody | null>(null);
  const [checking, setChecking] = useState<CreateMusicBody | null>(null);
  const [failure, setFailure] = useState<CreateFailure | null>(null);
  /** The request a visitor or guest made: it goes on by itself once they sign in. */
  const afterLogin = useRef<CreateMusicBody | null>(null);

  const fail = (error: unknown, body: CreateMusicBody) => {
    const f = classifyCreateError(error, musicpro);
    if (f.kind === 'login') openLoginDialog();
    else if (f.kind === 'membership') openMembership();
    else if (f.kind === 'verify') {
      queryClient.removeQueries({ queryKey: verifiedKey });
      setAwaitingVerification(body);
    } else setFailure(f);
  };

  const create = useMutation({
    mutationFn: (body: CreateMusicBody) => musicApi.create(body),
    onSuccess: (track) => {
      void queryClient.invalidateQueries({ queryKey: musicKeys.all });
      // The page that mounts the creator says what happens next; alone, the creator says it.
      if (onCreated) onCreated(track);
      else
        notifySuccess(
          `"${track.name}" is in the queue. Open Show Queue to follow it.`,
          'Creating your music',
        );
    },
    onError: (error, body) => fail(error, body),
    meta: { shownInPlace: () => true },
  });

  const run = async (body: CreateMusicBody) => {
    setFailure(null);
    setChecking(body);
    try {
      const reply = await queryClient.fetchQuery({
        queryKey: verifiedKey,
        queryFn: ({ signal }) => musicApi.verifiedEmail(signal),
        staleTime: VERIFIED_STALE_MS,
      });
      if (reply.verifiedEmail) create.mutate(body);
      else setAwaitingVerification(body);
    } catch (error) {
      fail(error, body);
    } finally {
      setChecking(null);
    }
  };

  // The latest `run`, for the effect below (which should not rerun when the function's identity changes).
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    const body = afterLogin.current;
    if (!body) return;
    if (signedIn) {
      afterLogin.current = null;
      void runRef.current(body);
    } else if (!loginOpen) {
      // The login prompt closed without a sign-in: the request is dropped, not made later by surprise.
      afterLogin.current = null;
    }
  }, [signedIn, loginOpen]);

  const busyBody = checking ?? (create.isPending ? (create.variables ?? null) : null);
  return {
    /** Asks for the track (after the login prompt, going on once signed in, and the verification). */
    start: (body: CreateMusicBody) => {
      if (signedIn) return void run(body);
      afterLogin.current = body;
      openLoginDialog();
    },
    /** A request is under way (the verification check or POST /music). */
    busy: busyBody !== null,
    failure,
    clearFailure: () => setFailure(null),
    verifying: awaitingVerification !== null,
    /** What GET /user/verifiedEmail said last (the modal's starting email). */
    verifiedReply: queryClient.getQueryData<{ verifiedEmail: string | null; email: string | null }>(
      verifiedKey,
    ),
    /** The code was accepted: remember it and send the waiting request. */
    verified: (verifiedEmail: string | null) => {
      // Without the address in the reply, ask the server again next time rather than guess.
      if (verifiedEmail) queryClient.setQueryData(verifiedKey, { verifiedEmail, email: verifiedEmail });
      else queryClient.removeQueries({ queryKey: verifiedKey });
      const body = awaitingVerification;
      setAwaitingVerification(null);
      if (body) create.mutate(body);
    },
    cancelVerification: () => setAwaitingVerification(null),
  };
}
