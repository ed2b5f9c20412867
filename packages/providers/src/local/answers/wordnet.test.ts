import { describe, expect, it } from 'vitest';
import { baseForms, irregularForms, isKnownWord, neighbours, phraseLemma, senseCount } from './wordnet';

const related = (word: string, relation: string) =>
  neighbours(word, 3)
    .filter((n) => n.relation === relation)
    .map((n) => n.word);

describe('wordnet', () => {
  it('finds base forms by ending and by the exception lists', () => {
    expect(baseForms('elected', 'verb')).toContain('elect');
    expect(baseForms('chambers', 'noun')).toContain('chamber');
    expect(baseForms('written', 'verb')).toContain('write');
    expect(baseForms('children', 'noun')).toContain('child');
    expect(baseForms('xqzv', 'noun')).toEqual([]);
  });

  it('lists irregular forms of a base word', () => {
    expect(irregularForms('choose')).toEqual(expect.arrayContaining(['chose', 'chosen']));
  });

  it('tells dictionary words from typos', () => {
    expect(isKnownWord('treaties')).toBe(true);
    expect(isKnownWord('hiirng')).toBe(false);
  });

  it('relates words by sense: synonyms, derived forms, broader and narrower words, members', () => {
    expect(related('frequently', 'synonym')).toContain('often');
    expect(related('elected', 'derived')).toContain('election');
    expect(related('picks', 'broader')).toContain('choose');
    expect(related('legislature', 'narrower')).toContain('congress');
    expect(related('congress', 'part')).toContain('senate');
  });

  it('keeps derived forms that change the part of speech only ("lawyer" is not "law")', () => {
    expect(related('lawyer', 'derived')).not.toContain('law');
  });

  it('finds two-word lemmas, with the first word inflected', () => {
    expect(phraseLemma('armed', 'forces')).toBe('armed forces');
    expect(phraseLemma('sets', 'up')).toBe('set up');
    expect(phraseLemma('bike', 'shop')).toBeNull();
  });

  it("counts a vague word's many senses", () => {
    expect(senseCount('set')).toBeGreaterThan(20);
    expect(senseCount('treaty')).toBeLessThan(3);
  });
});
