import type { Office } from '@muse/contracts';

export interface ChatEntry {
  officeId: string;
  /** what the list says under the name */
  kind: 'help' | 'own' | 'member';
}

/**
 * The conversations /chat offers, in order: Muse's help first (when the server names one), then the
 * assistants the user owns or helps train, newest first, each once.
 */
export function chatEntries(
  helpOfficeId: string | null | undefined,
  mine: readonly Office[],
  userId: string | null,
): ChatEntry[] {
  const entries: ChatEntry[] = helpOfficeId ? [{ officeId: helpOfficeId, kind: 'help' }] : [];
  for (const office of mine) {
    if (entries.some((e) => e.officeId === office._id)) continue;
    entries.push({ officeId: office._id, kind: office.userId === userId ? 'own' : 'member' });
  }
  return entries;
}

/** The conversation to show: the one asked for in the address when it is in the list, else the first. */
export function chosenEntry(entries: readonly ChatEntry[], asked: string | null): ChatEntry | undefined {
  return entries.find((e) => e.officeId === asked) ?? entries[0];
}

export const ENTRY_NOTES: Record<ChatEntry['kind'], string> = {
  help: 'Questions about Muse',
  own: 'Your assistant',
  member: 'You help train it',
};
