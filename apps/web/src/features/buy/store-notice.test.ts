import { describe, expect, it } from 'vitest';
import { compareVersions, storeNotice } from './store-notice';

const sub = (
  type: 'msstore' | 'stripe',
  status: 'active' | 'expired' | 'cancelled',
  product = 'images' as const,
) => ({
  type,
  status,
  product,
});

describe('compareVersions', () => {
  it('compares numeric parts in turn', () => {
    expect(compareVersions('2.10.1', '2.9')).toBe(1);
    expect(compareVersions('1.9.9', '2.0.0')).toBe(-1);
    expect(compareVersions('2', '2.0.0')).toBe(0);
  });
  it('is null for what is not a version', () => {
    expect(compareVersions('beta', '2.0.0')).toBeNull();
    expect(compareVersions('', '2.0.0')).toBeNull();
  });
});

describe('storeNotice', () => {
  it('tells an old or unversioned Store app to update, before anything else', () => {
    expect(storeNotice({ version: '1.4.2', subscriptions: [sub('msstore', 'expired')] })).toBe('update');
    expect(storeNotice({ version: undefined, subscriptions: [] })).toBe('update');
  });
  it('shows the expired notice for an expired Store subscription', () => {
    expect(storeNotice({ version: '2.1.0', subscriptions: [sub('msstore', 'expired')] })).toBe('expired');
  });
  it('stays quiet when an images plan is active, or only another kind expired', () => {
    expect(
      storeNotice({ version: '2.1.0', subscriptions: [sub('msstore', 'expired'), sub('stripe', 'active')] }),
    ).toBeNull();
    expect(storeNotice({ version: '2.1.0', subscriptions: [sub('stripe', 'expired')] })).toBeNull();
    expect(
      storeNotice({ version: '2.1.0', subscriptions: [sub('msstore', 'expired', 'music' as 'images')] }),
    ).toBeNull();
    expect(storeNotice({ version: '2.1.0', subscriptions: undefined })).toBeNull();
  });
});
