import { describe, expect, it } from 'vitest';
import { answerTypeTerm, answerTypeTermsOf } from './answer-types';

const types = (text: string) => answerTypeTermsOf(text).map((term) => term.slice(1));

describe('answerTypeTermsOf', () => {
  it('reads the kinds of answer a text gives from its form', () => {
    expect(types('Adult ticket: 16 euros.')).toContain('money');
    expect(types('Tiramisù della casa: 7.00')).toContain('money');
    expect(types('Open Tuesday to Sunday, 10:00 to 17:00.')).toEqual(
      expect.arrayContaining(['clock', 'weekday']),
    );
    expect(types('A full charge takes about 3 hours.')).toContain('duration');
    expect(types('The wheel is 18 feet across.')).toContain('measure');
    expect(types('Seniors over 65 pay less.')).toContain('age');
    expect(types('Call us on 020 7946 0321.')).toContain('phone');
    expect(types('Write to help@trailbeat.com.')).toContain('email');
    expect(types('The museum stands at Kaiside 4.')).toContain('address');
    expect(types('Late work loses 5% of its mark.')).toContain('percent');
  });

  it('finds none in plain prose', () => {
    expect(types('Assistance dogs are welcome; other pets are not allowed inside.')).toEqual([]);
  });

  it('writes each type as an engine term no visitor word can be', () => {
    expect(answerTypeTerm('money')).toBe('~money');
  });
});
