import { describe, expect, it } from 'vitest';
import { cueTermsOf, findCues } from './cues';
import { words } from './text';

const cueIds = (question: string) => findCues(words(question)).map((match) => match.cue.id);

describe('question cues', () => {
  it.each([
    ['How many senators are there?', ['count']],
    ['How much does it cost?', ['count']],
    ['How old must a senator be?', ['age']],
    ['How often are they elected?', ['frequency']],
    ['How long is the term?', ['duration']],
    ['For how many years does a senator serve?', ['duration']],
    ['Why was it written?', ['reason']],
    ['When was it founded?', ['time']],
    ['What time do you open?', ['time']],
    ['Where is the shop?', ['place']],
    ['Who picks the speaker?', ['agent']],
    ['Is the shop open?', []],
  ])('%s → %j', (question, ids) => {
    expect(cueIds(question)).toEqual(ids);
  });

  it('marks the words a cue uses, so they are not matched as topic words', () => {
    expect(findCues(words('How long is the term?'))[0]?.positions).toEqual([0, 1]);
  });

  it('gives the index a term per cue of a trained question', () => {
    expect(cueTermsOf('How many senators does a state have?')).toEqual(['~cue-count']);
  });
});

describe('answer-type cues', () => {
  it('asks "how far" and "phone number" for the kinds of answer that give them', () => {
    const [far] = findCues(words('how far can my phone be'));
    expect(far?.cue.id).toBe('measure');
    expect(far?.cue.answers['~measure']).toBe(1);
    const [phone] = findCues(words("what's the phone number for customer service"));
    expect(phone?.cue.id).toBe('phone');
  });
});
