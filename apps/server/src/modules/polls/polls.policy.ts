import { canOpenSetup, canTalkToAssistant, type OfficeAccess, type OfficeViewer } from '@muse/domain';
import { forbidden, notFound, unauthorized } from '../../platform/http/errors';

/**
 * Who may do what with an office's polls. Starting, closing and reading the history of polls are the owner's
 * and admins' (the setup's people, `canOpenSetup`); seeing and voting on a poll is everyone's who may see the
 * office, visitors and guests included ("Guests and visitors can use dialogs": `canTalkToAssistant`).
 */
export function assertCanRunPolls(office: OfficeAccess, viewer: OfficeViewer, signedIn: boolean): void {
  if (canOpenSetup(office, viewer)) return;
  if (!signedIn) throw unauthorized('Sign in with your email to start a poll.');
  throw forbidden('Only the owner of this office can run its polls.');
}

export function canRunPolls(office: OfficeAccess, viewer: OfficeViewer): boolean {
  return canOpenSetup(office, viewer);
}

export function assertCanVote(office: OfficeAccess, viewer: OfficeViewer): void {
  if (!canTalkToAssistant(office, viewer)) throw notFound(`There is no office ${office._id ?? ''}.`);
}
