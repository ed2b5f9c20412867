import { describe, expect, it } from 'vitest';
import type { CreditsSummaryReply } from '@muse/contracts';
import { DAILY_CLAIM_DONE_TEXT, REFERRAL_CREDITS } from '@muse/domain';
import { earnRows, showsEarnBadge, withoutClaimed, type EarnInput } from './earn-rows';

const NOW = new Date('2026-11-25T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 3600 * 1000).toISOString();

const summary = (over: Partial<CreditsSummaryReply> = {}): CreditsSummaryReply => ({
  daily: 10,
  onetime: { emailReview: { credits: 100 }, canvaSignin: { credits: 20 } },
  subscriptionCreditsExpireOn: null,
  ...over,
});

const input = (over: Partial<EarnInput> = {}): EarnInput => ({
  isGuest: false,
  createdOn: daysAgo(1),
  now: NOW,
  summary: summary(),
  gameDaily: [5, 10, 20],
  insightOver: false,
  referrals: [],
  streak: { days: 3, waiting: 0 },
  ...over,
});

const keys = (i: EarnInput) => earnRows(i).map((r) => r.key);
const row = (i: EarnInput, key: string) => earnRows(i).find((r) => r.key === key);

describe('earnRows (§4 "Credits panel rows")', () => {
  it('lists the daily claim, the game, The Insight, one-time items, referrals and the streak', () => {
    expect(keys(input())).toEqual(['daily', 'game', 'insight', 'onetime:emailReview', 'referrals', 'streak']);
    expect(row(input(), 'daily')).toMatchObject({
      reward: '+10',
      action: { kind: 'claim', claim: 'daily' },
    });
    expect(row(input(), 'game')).toMatchObject({
      title: 'Play Guess the Best',
      reward: 'Up to 35',
      action: { kind: 'open', target: 'guessTheBest' },
    });
  });

  it('says "Come back tomorrow for more" when the daily claim is taken', () => {
    expect(row(input({ summary: summary({ daily: 0 }) }), 'daily')?.action).toEqual({
      kind: 'note',
      text: DAILY_CLAIM_DONE_TEXT,
    });
  });

  it('hides the daily claim for accounts 30 days old or more', () => {
    expect(keys(input({ createdOn: daysAgo(29) }))).toContain('daily');
    expect(keys(input({ createdOn: daysAgo(30) }))).not.toContain('daily');
  });

  it('shows the game only to accounts newer than 7 days, and after play it says come back tomorrow', () => {
    expect(keys(input({ createdOn: daysAgo(6) }))).toContain('game');
    expect(keys(input({ createdOn: daysAgo(7) }))).not.toContain('game');
    expect(row(input({ gameDaily: [0, 0, 0] }), 'game')?.action).toEqual({
      kind: 'note',
      text: DAILY_CLAIM_DONE_TEXT,
    });
    expect(row(input({ gameDaily: [0, 10, 0] }), 'game')?.reward).toBe('Up to 10');
    expect(row(input({ gameDaily: null }), 'game')?.action).toEqual({ kind: 'loading' });
  });

  it('hides The Insight when the game is over for today', () => {
    expect(keys(input({ insightOver: true }))).not.toContain('insight');
  });

  it('offers Claim on a one-time item only once it is claimable, and never shows canvaSignin unclaimable', () => {
    const claimable = input({
      summary: summary({
        onetime: { emailReview: { credits: 100, _id: 'c1' }, canvaSignin: { credits: 20 } },
      }),
    });
    expect(row(claimable, 'onetime:emailReview')?.action).toEqual({
      kind: 'claim',
      claim: 'onetime',
      id: 'c1',
    });
    expect(row(input(), 'onetime:emailReview')?.action.kind).toBe('note');
    expect(keys(input())).not.toContain('onetime:canvaSignin');
    const email = input({ summary: summary({ onetime: { email: { credits: 20, _id: 'e1' } } }) });
    expect(row(email, 'onetime:email')).toMatchObject({ reward: '+20', action: { kind: 'claim', id: 'e1' } });
  });

  it('lists each unclaimed referral with Claim, and the referral rules row', () => {
    const rows = earnRows(input({ referrals: [{ _id: 'r1', imageRef: 'img', credits: REFERRAL_CREDITS }] }));
    expect(rows.find((r) => r.key === 'referral:r1')).toMatchObject({
      reward: `+${REFERRAL_CREDITS}`,
      action: { kind: 'claim', claim: 'referral', id: 'r1' },
    });
    expect(rows.find((r) => r.key === 'referrals')?.action).toMatchObject({ target: 'shareRules' });
  });

  it('shows the streak, with Claim when a reward waits', () => {
    expect(row(input(), 'streak')).toMatchObject({ reward: '3-day streak', action: { label: 'View' } });
    expect(row(input({ streak: { days: 7, waiting: 1 } }), 'streak')?.action).toMatchObject({
      target: 'streak',
      label: 'Claim',
    });
    expect(row(input({ streak: null }), 'streak')?.action).toEqual({ kind: 'loading' });
    expect(row(input({ streak: 'unavailable' }), 'streak')?.action).toMatchObject({ target: 'streak' });
  });

  it('gives guests only the Update Email prompt', () => {
    const guest = input({
      isGuest: true,
      summary: summary({ daily: 0, onetime: { email: { credits: 20 } } }),
    });
    expect(earnRows(guest)).toEqual([
      {
        key: 'onetime:email',
        title: 'Update Email',
        reward: '+20',
        action: { kind: 'open', target: 'updateEmail', label: 'Update email' },
      },
    ]);
  });
});

describe('showsEarnBadge (§2 the credits button dot)', () => {
  const base = { isGuest: false, createdOn: daysAgo(1), now: NOW, daily: 0, gameDaily: [0, 0, 0] };
  it('shows when a daily claim is available', () => {
    expect(showsEarnBadge({ ...base, daily: 10 })).toBe(true);
    expect(showsEarnBadge(base)).toBe(false);
  });
  it('shows while the game is not played today, for accounts newer than 7 days', () => {
    expect(showsEarnBadge({ ...base, gameDaily: [0, 10, 20] })).toBe(true);
    expect(showsEarnBadge({ ...base, gameDaily: [5, 10, 20], createdOn: daysAgo(8) })).toBe(false);
    expect(showsEarnBadge({ ...base, gameDaily: null })).toBe(false);
  });
  it('never shows for guests', () => {
    expect(showsEarnBadge({ ...base, isGuest: true, daily: 10 })).toBe(false);
  });
});

describe('withoutClaimed (§4 "Claiming an item removes it from the list")', () => {
  it('takes the daily claim or the claimed one-time item out', () => {
    const s = summary({
      onetime: { emailReview: { credits: 100, _id: 'c1' }, canvaSignin: { credits: 20 } },
    });
    expect(withoutClaimed(s, 'daily', 'daily').daily).toBe(0);
    expect(withoutClaimed(s, 'onetime', 'c1').onetime).toEqual({ canvaSignin: { credits: 20 } });
  });
});
