import { describe, expect, it } from 'vitest';
import { burst, launchTimes, step } from './confetti';
import { msUntilDue, popupDelay, shouldAsk } from './feedback-popup';
import { feedbackThanks } from './feedback-thanks';
import { orderedInterests, toggleInterest } from './demo-form';

describe('feedback popup', () => {
  it('waits 5 minutes unless a prop or the test override says otherwise', () => {
    expect(popupDelay('')).toBe(300_000);
    expect(popupDelay('?feedbackPopupDelay=1500')).toBe(1500);
    expect(popupDelay('?feedbackPopupDelay=soon')).toBe(300_000);
    expect(popupDelay('?feedbackPopupDelay=99999999')).toBe(300_000);
    expect(popupDelay('?feedbackPopupDelay=10', 20)).toBe(20);
  });

  it('counts from the first click', () => {
    expect(msUntilDue(1000, 300_000, 1000)).toBe(300_000);
    expect(msUntilDue(1000, 300_000, 200_000)).toBe(101_000);
    expect(msUntilDue(1000, 300_000, 999_999)).toBe(0);
  });

  it('asks only when there is neither a review nor a skip', () => {
    expect(shouldAsk({ reviewed: false, skipped: false })).toBe(true);
    expect(shouldAsk({ reviewed: true, skipped: false })).toBe(false);
    expect(shouldAsk({ reviewed: false, skipped: true })).toBe(false);
  });

  it('thanks in the spec words, naming the contact when it is an email', () => {
    expect(feedbackThanks('hello@muse.example')).toEqual({
      title: 'Thank you!',
      message: 'Thank you for your feedback! You may receive a follow-up email from hello@muse.example.',
    });
    expect(feedbackThanks('https://muse.example/contact')).toEqual({ title: 'Thank you!', message: null });
    expect(feedbackThanks(null)).toEqual({ title: 'Thank you!', message: null });
  });
});

describe('confetti', () => {
  it('starts a launcher every 500 ms for 5 seconds', () => {
    expect(launchTimes()).toEqual([0, 500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500]);
    expect(launchTimes(1000, 0)).toEqual([]);
  });

  it('throws pieces up and inwards, then lets them fall', () => {
    let n = 0;
    const random = () => ((n = (n * 9301 + 49297) % 233280), n / 233280);
    const left = burst(1000, 800, 'left', 5, random);
    expect(left).toHaveLength(5);
    for (const p of left) {
      expect(p.vx).toBeGreaterThan(0);
      expect(p.vy).toBeLessThan(0);
    }
    expect(burst(1000, 800, 'right', 3, random).every((p) => p.vx < 0)).toBe(true);
    const later = step(left[0]!);
    expect(later.vy).toBeGreaterThan(left[0]!.vy);
  });
});

describe('demo form interests', () => {
  it('toggles an interest on and off, in the spec order', () => {
    expect(toggleInterest([], 'Buy academy courses')).toEqual(['Buy academy courses']);
    expect(toggleInterest(['Buy academy courses'], 'Train my own AI assistant')).toEqual([
      'Train my own AI assistant',
      'Buy academy courses',
    ]);
    expect(toggleInterest(['Buy academy courses'], 'Buy academy courses')).toEqual([]);
    expect(orderedInterests(['Buy academy courses', 'Nope', 'Host immersive meetings'])).toEqual([
      'Host immersive meetings',
      'Buy academy courses',
    ]);
  });
});

describe('form submissions', () => {
  it('shows list and map answers as rows', async () => {
    const { answerRows } = await import('./submissions');
    expect(answerRows([{ question: 'Name?', answer: 'Ada' }])).toEqual([
      { question: 'Name?', answer: 'Ada' },
    ]);
    expect(answerRows({ 'Name?': 'Ada', age: 30, ok: true, none: null })).toEqual([
      { question: 'Name?', answer: 'Ada' },
      { question: 'age', answer: '30' },
      { question: 'ok', answer: 'Yes' },
      { question: 'none', answer: '' },
    ]);
  });
});
