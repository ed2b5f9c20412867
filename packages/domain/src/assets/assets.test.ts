import { describe, expect, it } from 'vitest';
import { checkPollAsset, listParam, normaliseTag, toggleSelection } from './assets';

describe('normaliseTag', () => {
  it('trims, squeezes spaces and lower-cases', () => {
    expect(normaliseTag('  Town   Hall ')).toEqual({ ok: true, tag: 'town hall' });
  });
  it('names the tag field when blank, too long or not text', () => {
    expect(normaliseTag('  ')).toEqual({ ok: false, issue: { field: 'tag', message: 'tag is required' } });
    expect(normaliseTag('x'.repeat(41))).toMatchObject({ ok: false, issue: { field: 'tag' } });
    expect(normaliseTag('x'.repeat(40))).toMatchObject({ ok: true });
    expect(normaliseTag(3)).toMatchObject({ ok: false, issue: { message: 'tag must be text' } });
  });
});

describe('listParam', () => {
  it('reads comma lists and repeated parameters, without blanks or repeats', () => {
    expect(listParam('image, music,,image')).toEqual(['image', 'music']);
    expect(listParam(['image', 'poll,music'])).toEqual(['image', 'poll', 'music']);
    expect(listParam(undefined)).toEqual([]);
  });
});

describe('checkPollAsset (the poll form)', () => {
  const base = { name: 'Warm-up', pollType: 'choice', choices: ['Tea', 'Coffee', ''] };

  it('needs a name and at least one non-empty choice; the trailing blank choice is dropped', () => {
    expect(checkPollAsset(base)).toEqual({
      ok: true,
      poll: {
        name: 'Warm-up',
        pollType: 'choice',
        question: 'Warm-up',
        choices: [
          { value: 'Tea', text: 'Tea' },
          { value: 'Coffee', text: 'Coffee' },
        ],
      },
    });
    expect(checkPollAsset({ ...base, choices: ['Only one', ''] })).toMatchObject({ ok: true });
    expect(checkPollAsset({ ...base, name: ' ', choices: ['', ' '] })).toEqual({
      ok: false,
      issues: [
        { field: 'name', message: 'name is required' },
        { field: 'choices', message: 'give at least one choice' },
      ],
    });
  });

  it('is a quiz or a choice poll, with at most 6 different choices', () => {
    expect(checkPollAsset({ ...base, pollType: 'yesno' })).toMatchObject({
      ok: false,
      issues: [{ field: 'pollType', message: 'pollType must be quiz or choice' }],
    });
    expect(checkPollAsset({ ...base, choices: ['1', '2', '3', '4', '5', '6', '7'] })).toMatchObject({
      ok: false,
      issues: [{ field: 'choices', message: 'give at most 6 choices' }],
    });
    expect(checkPollAsset({ ...base, choices: ['Tea', 'tea'] })).toMatchObject({
      ok: false,
      issues: [{ field: 'choices.1', message: 'each choice must be different' }],
    });
    expect(checkPollAsset({ ...base, choices: 'Tea' })).toMatchObject({
      ok: false,
      issues: [{ field: 'choices', message: 'choices must be a list' }],
    });
  });

  it('keeps the question when given', () => {
    const check = checkPollAsset({ ...base, question: 'Tea or coffee?' });
    expect(check.ok && check.poll.question).toBe('Tea or coffee?');
  });

  it('needs a quiz’s answer as the index of a kept choice, moved past blank rows', () => {
    const quiz = { name: 'Capitals', pollType: 'quiz', choices: ['Rome', '', 'Paris', ''] };
    expect(checkPollAsset({ ...quiz, answer: 2 })).toMatchObject({ ok: true, poll: { answer: 1 } });
    expect(checkPollAsset({ ...quiz, answer: 1 })).toMatchObject({
      ok: false,
      issues: [{ field: 'answer', message: 'answer must be the index of one of the choices' }],
    });
    expect(checkPollAsset(quiz)).toMatchObject({
      ok: false,
      issues: [{ field: 'answer', message: 'a quiz needs its answer' }],
    });
    // A choice poll has no answer, whatever was sent.
    const choice = checkPollAsset({ ...base, answer: 0 });
    expect(choice.ok && 'answer' in choice.poll).toBe(false);
  });
});

describe('toggleSelection', () => {
  it('adds an asset that was out and removes one that was in', () => {
    const one = toggleSelection(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggleSelection(one, 'b')]).toEqual(['a', 'b']);
    expect([...toggleSelection(one, 'a')]).toEqual([]);
  });
});
