import { describe, expect, it } from 'vitest';
import type { SignedInSession } from '@muse/contracts';
import { avatarInitial, displayName, isSignedIn, sessionBalance, sessionTier } from './session-view';

const user: SignedInSession = {
  userId: 'u_1',
  user: { email: 'ada@example.com' },
  isGuest: false,
  isAdmin: false,
  credits: 12,
  subscriptionCredits: 500,
  subscription: true,
  subscriptionUntil: null,
  musicpro: '',
  createdOn: '2025-01-01T00:00:00.000Z',
  streak: 0,
  updateProfile: false,
  updateStoreInfo: false,
};
const guest: SignedInSession = {
  ...user,
  userId: 'guest_9',
  user: { email: 'guest_9@guest.invalid' },
  isGuest: true,
};

describe('session view', () => {
  it('knows a signed-in session from a signed-out one', () => {
    expect(isSignedIn(user)).toBe(true);
    expect(isSignedIn({ userId: null })).toBe(false);
    expect(isSignedIn(undefined)).toBe(false);
  });
  it('shows the email, or "Guest" instead of the placeholder email', () => {
    expect(displayName(user)).toBe('ada@example.com');
    expect(displayName(guest)).toBe('Guest');
    expect(displayName({ ...guest, isGuest: false })).toBe('Guest');
  });
  it('uses the first letter for the avatar', () => {
    expect(avatarInitial(user)).toBe('A');
    expect(avatarInitial(guest)).toBe('G');
    expect(avatarInitial({ ...user, user: { email: '_9x@example.com' } })).toBe('9');
  });
  it('labels the tier and totals the balance', () => {
    expect(sessionTier(user)).toBe('Pro');
    expect(sessionTier({ ...user, subscription: '' })).toBe('Free');
    expect(sessionBalance(user)).toBe(512);
  });
});
