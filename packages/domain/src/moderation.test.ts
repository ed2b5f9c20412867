import { describe, expect, it } from 'vitest';
import {
  BAN_REFUSAL_MESSAGES,
  REPORT_TYPE_LABELS,
  banRefusal,
  reportCounts,
  VISITOR_LIKES_PER_ADDRESS,
  VISITOR_REPORTS_PER_ADDRESS,
} from './index';

describe('report types (spec: inappropriate, explicit, offensive, violence, other)', () => {
  it('labels each of the five types', () => {
    expect(Object.keys(REPORT_TYPE_LABELS)).toEqual([
      'inappropriate',
      'explicit',
      'offensive',
      'violence',
      'other',
    ]);
    expect(REPORT_TYPE_LABELS.violence).toBe('Violence');
  });

  it('adds up an item’s reports by type, with every type present', () => {
    expect(
      reportCounts([
        { type: 'explicit', count: 2 },
        { type: 'other', count: 1 },
        { type: 'explicit', count: 1 },
        { type: 'spam', count: 5 },
      ]),
    ).toEqual({ inappropriate: 0, explicit: 3, offensive: 0, violence: 0, other: 1 });
  });
});

describe('banRefusal', () => {
  it('lets an admin ban another, non-admin account', () => {
    expect(banRefusal('a', { id: 'b', isAdmin: false })).toBeNull();
  });
  it('refuses a ban of oneself or of another admin', () => {
    expect(banRefusal('a', { id: 'a', isAdmin: true })).toBe('self');
    expect(banRefusal('a', { id: 'b', isAdmin: true })).toBe('admin');
    expect(BAN_REFUSAL_MESSAGES.self).toMatch(/own account/);
  });
});

describe('visitor quotas', () => {
  it('keeps a browserless address from inflating likes or flooding reports', () => {
    expect(VISITOR_LIKES_PER_ADDRESS).toBeGreaterThan(0);
    expect(VISITOR_REPORTS_PER_ADDRESS).toBeLessThanOrEqual(VISITOR_LIKES_PER_ADDRESS);
  });
});
