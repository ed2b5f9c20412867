import { canEdit } from '@muse/domain';
import { useState } from 'react';
import { sessionBalance, useSession } from '../../auth';

export type EditingAccess = 'checking' | 'signed-out' | 'needs-plan-or-credits' | 'allowed';

/**
 * Editing is for Premium and Ultimate, and for anyone with credits (spec §1; the server checks again). Checked
 * when the editor opens: an AI tool that spends the last credit must not take away the picture being edited
 * (it can still be downloaded; saving and the next paid tool open the purchase dialog).
 */
export function useEditingAccess(): EditingAccess {
  const { session, isLoading } = useSession();
  const [grantedTo, setGrantedTo] = useState<string | null>(null);
  const userId = session?.userId ?? null;
  const mayEditNow = !!session && canEdit(session.subscription, sessionBalance(session));
  // Remembered during render (React's pattern for state derived from earlier renders), not in an effect.
  if (mayEditNow && userId && grantedTo !== userId) setGrantedTo(userId);
  if (isLoading) return 'checking';
  if (!session) return 'signed-out';
  return mayEditNow || grantedTo === userId ? 'allowed' : 'needs-plan-or-credits';
}
