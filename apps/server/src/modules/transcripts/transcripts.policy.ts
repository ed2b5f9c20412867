import { canOpenSetup, type OfficeAccess } from '@muse/domain';
import { isGuestCaller, type Caller } from '../../platform/http/auth-guard';
import { forbidden, unauthorized } from '../../platform/http/errors';

/**
 * Who may do what with transcripts. Anyone who may see an office (everyone: "guests and visitors can use
 * dialogs") sends entries; only its owner and admins (those who open the setup, whose Interview tab shows
 * the transcripts) read them. As in offices.policy.ts: signed out or a guest → 401, signed in → 403; an
 * office that does not exist is a 404 before any of this.
 */
export function assertCanReadTranscripts(office: OfficeAccess, caller: Caller | null): void {
  if (canOpenSetup(office, { userId: caller?.userId ?? null, isAdmin: caller?.isAdmin ?? false })) return;
  if (!caller || isGuestCaller(caller)) throw unauthorized('Sign in with your email to do this.');
  throw forbidden("Only the owner of this office can read its assistant's transcripts.");
}

/** Whether a sender counts against the per-address quota: everyone without an account (visitors, guests). */
export const isQuotaed = (caller: Caller | null): boolean => !caller || isGuestCaller(caller);
