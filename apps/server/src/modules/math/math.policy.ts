import { canTrain, isGuestId, type OfficeAccess, type OfficeViewer } from '@muse/domain';
import { forbidden, unauthorized } from '../../platform/http/errors';

/**
 * Who may do what with an office's SAT math. Lessons and problems are training: the owner, admins and members
 * write them (`canTrain`, as for topics and Q&A). Everyone who may see the office reads them and practises;
 * a practice result is kept for a signed-in learner (guests included, so a first visit's progress counts).
 */
export function assertCanEditMath(office: OfficeAccess, viewer: OfficeViewer): void {
  if (canTrain(office, viewer)) return;
  if (!viewer.userId || isGuestId(viewer.userId))
    throw unauthorized('Sign in with your email to edit the lessons.');
  throw forbidden('Only the owner and members of this office can edit its lessons.');
}

export function canEditMath(office: OfficeAccess, viewer: OfficeViewer): boolean {
  return canTrain(office, viewer);
}
