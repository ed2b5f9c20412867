import { afterEach, describe, expect, it } from 'vitest';
import {
  closeBuyDialog,
  closeForSignIn,
  currentBuyDialog,
  openBuyCredits,
  openMembership,
  openSubscribe,
  openTrialOffer,
  takeResume,
} from './buy-dialogs-store';

describe('the buying dialogs store', () => {
  afterEach(closeBuyDialog);

  it('starts closed and opens one dialog at a time', () => {
    expect(currentBuyDialog()).toBeNull();
    openBuyCredits();
    expect(currentBuyDialog()).toEqual({ kind: 'credits' });
    openSubscribe();
    expect(currentBuyDialog()).toEqual({ kind: 'subscribe' });
    openTrialOffer();
    expect(currentBuyDialog()).toEqual({ kind: 'trial' });
  });

  it('opens the membership modal plain or waiting for an activation', () => {
    openMembership();
    expect(currentBuyDialog()).toEqual({ kind: 'membership', activating: false });
    openMembership({ activating: true });
    expect(currentBuyDialog()).toEqual({ kind: 'membership', activating: true });
    closeBuyDialog();
    expect(currentBuyDialog()).toBeNull();
  });

  it('closes for a sign-in and gives the dialog back once', () => {
    openBuyCredits();
    closeForSignIn();
    expect(currentBuyDialog()).toBeNull();
    expect(takeResume()).toEqual({ kind: 'credits' });
    expect(takeResume()).toBeNull();
  });
});
