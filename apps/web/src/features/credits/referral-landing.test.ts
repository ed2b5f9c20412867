import { describe, expect, it } from 'vitest';
import { landingKey, referralLanding } from './referral-landing';

describe('referralLanding', () => {
  it('reads the sharer and the shared image of a share link', () => {
    expect(referralLanding('/images/abc123', '?ref=user1')).toEqual({ ref: 'user1', imageRef: 'abc123' });
    expect(referralLanding('/images/a%20b/', '?x=1&ref=user1')).toEqual({ ref: 'user1', imageRef: 'a b' });
  });
  it('reports a landing elsewhere without an image', () => {
    expect(referralLanding('/images', '?ref=user1')).toEqual({ ref: 'user1' });
    expect(referralLanding('/music', '?ref=u')).toEqual({ ref: 'u' });
  });
  it('ignores addresses without a usable ref', () => {
    expect(referralLanding('/images/abc', '')).toBeNull();
    expect(referralLanding('/images/abc', '?ref=')).toBeNull();
    expect(referralLanding('/images/abc', `?ref=${'x'.repeat(101)}`)).toBeNull();
  });
  it('drops an image name it cannot decode', () => {
    expect(referralLanding('/images/%E0%A4%A', '?ref=u')).toEqual({ ref: 'u' });
  });
  it('keys a landing by sharer and image', () => {
    expect(landingKey({ ref: 'u', imageRef: 'i' })).toBe('muse.referral.landed:u:i');
    expect(landingKey({ ref: 'u' })).toBe('muse.referral.landed:u:');
  });
});
