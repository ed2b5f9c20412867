import { canOpenSetup, type OfficeAccess } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';

/**
 * Who may hear a stored voice clip: the person who spoke it (the same user, or the same visitor cookie),
 * and the owner and admins of the office it was recorded for. Anyone else gets a 404 (never a 403), so a
 * clip's existence is not revealed.
 */
export function canHearClip(
  clip: { userId: string; officeId: string | null },
  speaker: string | null,
  caller: Caller | null,
  office: OfficeAccess | null,
): boolean {
  if (speaker && clip.userId === speaker) return true;
  return (
    office !== null &&
    canOpenSetup(office, { userId: caller?.userId ?? null, isAdmin: caller?.isAdmin ?? false })
  );
}
