import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-time';

const now = new Date('2025-06-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says "just now" for the last few seconds', () => {
    expect(formatRelativeTime(ago(5), now)).toBe('just now');
  });
  it('counts minutes, hours and days', () => {
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(50), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3 * 60), now)).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600), now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), now)).toBe('yesterday');
  });
  it('treats a time a little ahead (clock skew) as just now', () => {
    expect(formatRelativeTime(ago(-120), now)).toBe('just now');
  });
  it('returns what it cannot read as it is', () => {
    expect(formatRelativeTime('not a date', now)).toBe('not a date');
  });
});
