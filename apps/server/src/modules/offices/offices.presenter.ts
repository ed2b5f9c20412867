import { createHash } from 'node:crypto';
import type { Assistant, AssistantDialog, AvatarRef, Office } from '@muse/contracts';
import {
  canOpenSetup,
  isGuestId,
  canSeeTrainButton,
  canTrain,
  isAvatarFinish,
  normalizePersonality,
  officeRole,
  type OfficeAccess,
  type Personality,
} from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { viewerOf } from './offices.policy';
import type { AssistantRow, OfficeRow } from './offices.repository';

/** The rules' view of an office row and its members. */
export const accessOf = (row: OfficeRow, members: readonly string[]): OfficeAccess => ({
  _id: row.id,
  userId: row.userId,
  members,
  isAIChat: row.isAiChat === 1,
});

/** The speaker id of a signed-out browser: this prefix and the random id of its visitor cookie. */
export const VISITOR_PREFIX = 'visitor-';

/**
 * A neutral, stable label for a person in an office ("User 3f2a", "Guest 3f2a", "Visitor 3f2a"): accounts
 * have no display name, and an email (or its part before @) is personal data an owner must not be shown.
 * The suffix is from a hash of the id, so labels stay the same across lists without exposing the id.
 */
export function participantLabel(userId: string): string {
  const tag = createHash('sha256').update(userId).digest('hex').slice(0, 4);
  if (userId.startsWith(VISITOR_PREFIX)) return `Visitor ${tag}`;
  if (isGuestId(userId)) return `Guest ${tag}`;
  return `User ${tag}`;
}

export function parseDialog(json: string): AssistantDialog {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as AssistantDialog) : {};
  } catch {
    return {};
  }
}

export function parseAvatar(json: string | null): AvatarRef | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<AvatarRef> | null;
    if (!value || typeof value.id !== 'string' || typeof value.name !== 'string') return null;
    return isAvatarFinish(value.finish)
      ? { id: value.id, name: value.name, finish: value.finish }
      : { id: value.id, name: value.name };
  } catch {
    return null;
  }
}

/** The main assistant's personality, all 12 fields (blank when unset). */
export function personalityOf(assistants: readonly AssistantRow[]): Personality {
  const main = assistants.find((a) => a.position === 0);
  return normalizePersonality(main ? parseDialog(main.dialog).personality : undefined);
}

/**
 * An office as the caller may see it. Those who train it see everything; others (visitors talking to the
 * assistant) see no member list and no personality, which steers answers on the server only.
 */
export function presentOffice(
  row: OfficeRow,
  members: readonly string[],
  assistants: readonly AssistantRow[],
  caller: Caller | null,
): Office {
  const access = accessOf(row, members);
  const viewer = viewerOf(caller);
  const insider = canTrain(access, viewer);
  return {
    _id: row.id,
    userId: row.userId,
    members: insider ? [...members] : [],
    assistants: assistants.map((a): Assistant => {
      const dialog = parseDialog(a.dialog);
      if (!insider) delete dialog.personality;
      return { avatar: parseAvatar(a.avatar), dialog };
    }),
    isAIChat: row.isAiChat === 1,
    setupScreen: row.setupScreen === 'MathSetup' ? 'MathSetup' : 'ChatSetup',
    isMathChat: row.isMathChat === 1,
    showAIChatHistory: row.showAiChatHistory === 1,
    experienceType: row.experienceType === 'other' ? 'other' : 'simple',
    demo: row.demo === 1,
    name: row.name,
    access: {
      role: officeRole(access, viewer),
      canOpenSetup: canOpenSetup(access, viewer),
      canTrain: insider,
      canSeeTrainButton: canSeeTrainButton(access, viewer),
    },
    createdAt: row.createdAt,
  };
}
