import { describe, expect, it } from 'vitest';
import {
  CONFETTI_BANNER_DELAY_MS,
  CONFETTI_DURATION_MS,
  CONFETTI_LAUNCH_INTERVAL_MS,
  DEMO_INTERESTS,
  FEEDBACK_POPUP_DELAY_MS,
  FEEDBACK_THANKS_TITLE,
  canRequestDemo,
  confettiLaunches,
  demoFormProblems,
  feedbackThanksMessage,
  hasDemoInterest,
} from '.';

const complete = {
  name: 'Ada',
  company: 'Engines Ltd',
  role: 'Founder',
  email: 'ada@example.com',
  interests: ['Host immersive meetings'],
};

describe('demo form', () => {
  it('offers the spec six interests in its words', () => {
    expect(DEMO_INTERESTS).toEqual([
      'Train my own AI assistant',
      'Host immersive meetings',
      'Organize memorable events',
      'Exhibit art in a 3D gallery',
      'Buy academy courses',
      'Partnership or collaboration',
    ]);
  });

  it('enables Request Demo only with name, company, email and an interest', () => {
    expect(canRequestDemo(complete)).toBe(true);
    expect(canRequestDemo({ ...complete, role: '' })).toBe(true); // role is not part of the button's rule
    expect(canRequestDemo({ ...complete, name: '  ' })).toBe(false);
    expect(canRequestDemo({ ...complete, company: '' })).toBe(false);
    expect(canRequestDemo({ ...complete, email: undefined })).toBe(false);
    expect(canRequestDemo({ ...complete, interests: [] })).toBe(false);
    expect(canRequestDemo({ ...complete, interests: [], otherInterest: 'A museum' })).toBe(true);
  });

  it('counts only the six, or an interest of ones own', () => {
    expect(hasDemoInterest({ interests: ['Something else'] })).toBe(false);
    expect(hasDemoInterest({ interests: [], otherInterest: ' ' })).toBe(false);
    expect(hasDemoInterest({ interests: ['Buy academy courses'] })).toBe(true);
  });

  it('requires name, email, company and role, a valid email and known interests', () => {
    expect(demoFormProblems(complete)).toEqual([]);
    const fields = (form: object) => demoFormProblems(form).map((p) => p.field);
    expect(fields({})).toEqual(['name', 'company', 'role', 'email', 'interests']);
    expect(fields({ ...complete, role: ' ' })).toEqual(['role']);
    expect(fields({ ...complete, email: 'not-an-email' })).toEqual(['email']);
    expect(fields({ ...complete, interests: ['Ride a dragon'] })).toEqual(['interests', 'interests']);
    expect(fields({ ...complete, name: 'x'.repeat(201) })).toEqual(['name']);
    expect(fields({ ...complete, otherInterest: 'x'.repeat(1001) })).toEqual(['otherInterest']);
  });
});

describe('feedback popup and confetti', () => {
  it('uses the spec timings', () => {
    expect(FEEDBACK_POPUP_DELAY_MS).toBe(300_000);
    expect(CONFETTI_DURATION_MS).toBe(5000);
    expect(CONFETTI_BANNER_DELAY_MS).toBe(150);
    expect(CONFETTI_LAUNCH_INTERVAL_MS).toBe(500);
    expect(confettiLaunches()).toBe(10);
    expect(confettiLaunches(0)).toBe(0);
  });

  it('thanks in the spec words', () => {
    expect(FEEDBACK_THANKS_TITLE).toBe('Thank you!');
    expect(feedbackThanksMessage('hello@muse.example')).toBe(
      'Thank you for your feedback! You may receive a follow-up email from hello@muse.example.',
    );
  });
});
