import type { Office } from '@muse/contracts';
import { describe, expect, it } from 'vitest';
import { chatEntries, chosenEntry } from './chat-entries';

const office = (id: string, userId: string) => ({ _id: id, userId }) as Office;

describe('the conversations /chat offers', () => {
  it("puts Muse's help first, then the user's own and shared assistants, each once", () => {
    const mine = [office('a', 'me'), office('b', 'someone'), office('help', 'me')];
    expect(chatEntries('help', mine, 'me')).toEqual([
      { officeId: 'help', kind: 'help' },
      { officeId: 'a', kind: 'own' },
      { officeId: 'b', kind: 'member' },
    ]);
  });

  it('lists only the assistants when the server names no help', () => {
    expect(chatEntries(null, [office('a', 'me')], 'me')).toEqual([{ officeId: 'a', kind: 'own' }]);
    expect(chatEntries(undefined, [], 'me')).toEqual([]);
  });

  it('opens the conversation the address names, or the first when it names none it knows', () => {
    const entries = chatEntries('help', [office('a', 'me')], 'me');
    expect(chosenEntry(entries, 'a')?.officeId).toBe('a');
    expect(chosenEntry(entries, 'elsewhere')?.officeId).toBe('help');
    expect(chosenEntry(entries, null)?.officeId).toBe('help');
    expect(chosenEntry([], null)).toBeUndefined();
  });
});
