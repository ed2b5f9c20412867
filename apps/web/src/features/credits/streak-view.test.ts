import { describe, expect, it } from 'vitest';
import { headerStreak, nextMilestoneText, streakProgress, waitingRewards } from './streak-view';

describe('streakProgress (milestones 7, 14, 30, cycling after 30)', () => {
  it('counts the days to the next milestone', () => {
    expect(streakProgress(0)).toEqual({ dayInCycle: 0, next: 7, daysToNext: 7, percent: 0 });
    expect(streakProgress(3)).toMatchObject({ next: 7, daysToNext: 4 });
    expect(streakProgress(7)).toMatchObject({ next: 14, daysToNext: 7 });
    expect(streakProgress(14)).toMatchObject({ next: 30, daysToNext: 16 });
  });
  it('starts over after 30 days', () => {
    expect(streakProgress(30)).toMatchObject({ dayInCycle: 30, next: 7, daysToNext: 7, percent: 100 });
    expect(streakProgress(31)).toMatchObject({ dayInCycle: 1, next: 7, daysToNext: 6 });
    expect(streakProgress(37)).toMatchObject({ dayInCycle: 7, next: 14 });
  });
});

describe('nextMilestoneText', () => {
  it('agrees in number and speaks to a new streak', () => {
    expect(nextMilestoneText(6)).toBe('1 more day to your 7-day reward.');
    expect(nextMilestoneText(8)).toBe('6 more days to your 14-day reward.');
    expect(nextMilestoneText(0)).toMatch(/7 days in a row/);
  });
});

describe('waitingRewards', () => {
  it('counts the unclaimed ones', () => {
    const r = (claimedOn: string | null) => ({ _id: 'x', description: '', type: '', claimedOn, credits: 0 });
    expect(waitingRewards([r(null), r('2026-11-01'), r(null)])).toBe(2);
  });
});

describe('headerStreak (the flame beside the credits button)', () => {
  it('shows an account its streak from 2 days in a row, named for screen readers', () => {
    expect(headerStreak({ isGuest: false, streak: 0 })).toBeNull();
    expect(headerStreak({ isGuest: false, streak: 1 })).toBeNull();
    expect(headerStreak({ isGuest: false, streak: 2 })).toEqual({ days: 2, label: '2-day streak' });
    expect(headerStreak({ isGuest: false, streak: 45 })).toEqual({ days: 45, label: '45-day streak' });
  });
  it('shows guests none: only signed-in accounts keep a streak', () => {
    expect(headerStreak({ isGuest: true, streak: 5 })).toBeNull();
  });
});
