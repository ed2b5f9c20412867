import { describe, expect, it } from 'vitest';
import { LEDGER_FALLBACK_LABEL, ledgerEntryLabel } from './ledger-labels';

describe('credits history labels', () => {
  it.each([
    ['image 01HX', 'Image created'],
    ['refund: image 01HX failed', 'Refund for an image that failed'],
    ['download 01HX', 'Image download'],
    ['purchase:credits-small', 'Credits bought'],
    ['subscription credits: Pro', 'Pro plan credits'],
    ['subscription credits expired', 'Plan credits expired'],
    ['earn:daily:2026-11-27', 'Daily free credits'],
    ['earn:streak:7', 'Streak reward'],
    ['earn:referral:abc', 'Referral reward'],
    ['earn:game:2026-11-27:1', 'Guess the Best reward'],
    ['earn:insight:2026-11-27', 'The Insight reward'],
    ['moved from guest guest_1', 'From your guest session'],
    ['admin: make good', 'Added by the team'],
  ])('%s reads as "%s"', (reason, label) => {
    expect(ledgerEntryLabel(reason)).toBe(label);
  });

  it('never shows an unknown raw reason', () => {
    expect(ledgerEntryLabel('fix-42 internal')).toBe(LEDGER_FALLBACK_LABEL);
  });
});
