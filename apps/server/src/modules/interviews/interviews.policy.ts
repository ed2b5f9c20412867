import { canOpenSetup, type OfficeAccess } from '@muse/domain';
import { isGuestCaller, type Caller } from '../../platform/http/auth-guard';
import { forbidden, unauthorized } from '../../platform/http/errors';

/**
 * Who may do what with mock interviews:
 * - questions for a job title: any signed-in user, guests included (the route says so with `requireUser`);
 * - submitting answers: anyone (candidates open a practice page signed out); visitors and guests count
 *   against a per-address quota (`isQuotaed`);
 * - reading one result: whoever holds its random id (the emailed link is the capability);
 * - listing an office's results: its owner and admins, those who open its setup. As in offices.policy.ts:
 *   signed out or a guest → 401, signed in → 403; an office that does not exist is a 404 before this.
 */
export function assertCanListOfficeInterviews(office: OfficeAccess, caller: Caller | null): void {
  if (canOpenSetup(office, { userId: caller?.userId ?? null, isAdmin: caller?.isAdmin ?? false })) return;
  if (!caller || isGuestCaller(caller)) throw unauthorized('Sign in with your email to do this.');
  throw forbidden("Only the owner of this office can read its interviews' results.");
}

/** Whether a submitter counts against the per-address quota: everyone without an account. */
export const isQuotaed = (caller: Caller | null): boolean => !caller || isGuestCaller(caller);
