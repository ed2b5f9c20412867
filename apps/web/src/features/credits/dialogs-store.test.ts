import { describe, expect, it } from 'vitest';
import {
  closeCreditsDialogs,
  getCreditsDialogs,
  openCreditsDialog,
  openInsufficientCredits,
  openShareRules,
} from './dialogs-store';

describe('the credits dialogs store', () => {
  it('keeps one dialog open at a time', () => {
    openCreditsDialog();
    expect(getCreditsDialogs().open).toBe('credits');
    openShareRules();
    expect(getCreditsDialogs().open).toBe('shareRules');
    closeCreditsDialogs();
    expect(getCreditsDialogs().open).toBeNull();
  });
  it('carries the reason of "Extra credits required" and keeps it while closing', () => {
    openInsufficientCredits('This needs 8 credits; you have 2.');
    expect(getCreditsDialogs()).toEqual({
      open: 'insufficient',
      reason: 'This needs 8 credits; you have 2.',
      retry: null,
    });
    closeCreditsDialogs();
    expect(getCreditsDialogs()).toEqual({
      open: null,
      reason: 'This needs 8 credits; you have 2.',
      retry: null,
    });
    openCreditsDialog();
    expect(getCreditsDialogs().reason).toBeNull();
  });
  it('carries what to do again once credits are added, and forgets it for another dialog', () => {
    const create = () => {};
    openInsufficientCredits('This image costs 1 credit.', create);
    expect(getCreditsDialogs().retry).toBe(create);
    openCreditsDialog();
    expect(getCreditsDialogs().retry).toBeNull();
  });
});
