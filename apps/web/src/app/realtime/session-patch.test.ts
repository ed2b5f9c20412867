import { describe, expect, it } from 'vitest';
import type { SessionReply } from '@muse/contracts';
import { applyBalanceChange } from './session-patch';

const signedIn: SessionReply = {
  userId: 'u1',
  user: { email: 'ada@example.com' },
  isGuest: false,
  isAdmin: false,
  credits: 10,
  subscriptionCredits: 5,
  subscription: '',
  subscriptionUntil: null,
  musicpro: '',
  createdOn: '2025-01-01T00:00:00.000Z',
  streak: 0,
  updateProfile: false,
  updateStoreInfo: false,
};

describe('applyBalanceChange', () => {
  it('updates both balances of a signed-in session and keeps the rest', () => {
    expect(applyBalanceChange(signedIn, { credits: 3, subscriptionCredits: 0 })).toEqual({
      ...signedIn,
      credits: 3,
      subscriptionCredits: 0,
    });
  });
  it('leaves a signed-out or unknown session alone', () => {
    expect(applyBalanceChange({ userId: null }, { credits: 3, subscriptionCredits: 0 })).toEqual({
      userId: null,
    });
    expect(applyBalanceChange(undefined, { credits: 3, subscriptionCredits: 0 })).toBeUndefined();
  });
});
