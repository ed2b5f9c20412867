import {
  canManageMembers,
  canOpenSetup,
  canReadConversations,
  canReadMembers,
  canTrain,
  type OfficeAccess,
  type OfficeViewer,
} from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { forbidden, unauthorized } from '../../platform/http/errors';

/** The office rules of @muse/domain, as checks that throw the HTTP error a caller should see. */
export const viewerOf = (caller: Caller | null): OfficeViewer => ({
  userId: caller?.userId ?? null,
  isAdmin: caller?.isAdmin ?? false,
});

type Rule = (office: OfficeAccess, viewer: OfficeViewer) => boolean;

function assert(rule: Rule, message: string) {
  return (office: OfficeAccess, caller: Caller | null): void => {
    if (rule(office, viewerOf(caller))) return;
    // Signed out (or a guest): signing in may help; signed in: it won't.
    if (!caller || caller.isGuest) throw unauthorized('Sign in with your email to do this.');
    throw forbidden(message);
  };
}

export const assertCanOpenSetup = assert(
  canOpenSetup,
  'Only the owner of this office can change its assistant.',
);
export const assertCanTrain = assert(
  canTrain,
  'Only the owner and members of this office can train its assistant.',
);
export const assertCanManageMembers = assert(
  canManageMembers,
  'Only the owner of this office can change its members.',
);
export const assertCanReadMembers = assert(
  canReadMembers,
  'Only the owner and members of this office can see its members.',
);
export const assertCanReadConversations = assert(
  canReadConversations,
  "Only the owner of this office can read its assistant's conversations.",
);
