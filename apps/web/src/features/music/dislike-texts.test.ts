import { describe, expect, it } from 'vitest';
import { DISLIKE_APOLOGY, supportNote } from './dislike-texts';

describe('dislike panel (§8)', () => {
  it("apologises in the spec's words", () => {
    expect(DISLIKE_APOLOGY).toBe("Sorry that we didn't get it right the first time!");
  });
  it('names the track in the note to support', () => {
    expect(supportNote('abc', '  too loud ')).toBe('Disliked track abc: too loud');
  });
});
