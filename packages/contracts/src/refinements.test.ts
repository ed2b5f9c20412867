import { describe, expect, it } from 'vitest';
import {
  AdminCreditsBody,
  Email,
  FeedbackBody,
  Font,
  InviteMemberBody,
  MusicFeedbackBody,
  SubscriptionInput,
  UpdateAssistantBody,
} from './index';

/**
 * The contracts' transforms, refinements and object modes, written with zod/mini's functions
 * (`z.pipe(s, z.transform(f))`, `s.check(z.refine(f))`, `z.strictObject`, `z.catchall`): they behave as the
 * classic method chains they replaced.
 */
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('contract transforms and refinements', () => {
  it('reads the tier "true" as Pro', () => {
    expect(SubscriptionInput.parse('true')).toBe(true);
    expect(SubscriptionInput.parse('premium')).toBe('premium');
    expect(SubscriptionInput.safeParse('false').success).toBe(false);
  });

  it('lowercases an email, checking its form first', () => {
    expect(Email.parse('Ann@Example.COM')).toBe('ann@example.com');
    expect(issues(Email.safeParse('nope'))).toEqual([': Enter a valid email address.']);
    expect(issues(Email.safeParse(`${'a'.repeat(260)}@x.co`))).toEqual([': Enter a valid email address.']);
  });

  it('lowercases an invited email after checking it', () => {
    expect(InviteMemberBody.parse({ email: ' Bo@Example.org ' })).toEqual({ email: 'bo@example.org' });
    expect(issues(InviteMemberBody.safeParse({ email: 'bo' }))).toEqual([
      'email: email must be an email address',
    ]);
  });

  it('refuses a credit change of 0 or past a million, with their messages', () => {
    expect(AdminCreditsBody.parse({ amount: -5, reason: ' gift ' })).toEqual({ amount: -5, reason: 'gift' });
    expect(issues(AdminCreditsBody.safeParse({ amount: 0, reason: 'r' }))).toEqual([
      'amount: amount must not be 0',
    ]);
    expect(issues(AdminCreditsBody.safeParse({ amount: 2_000_000, reason: 'r' }))).toEqual([
      'amount: amount must be at most 1,000,000 either way',
    ]);
    expect(issues(AdminCreditsBody.safeParse({ amount: 1.5, reason: 'r' }))[0]).toBe(
      'amount: amount must be a whole number of credits',
    );
  });

  it('takes an empty feedback email as none, and asks a demo request for its form', () => {
    expect(FeedbackBody.parse({ source: 'images', review: 'ok', email: '' })).toEqual({
      source: 'images',
      review: 'ok',
      email: undefined,
    });
    expect(issues(FeedbackBody.safeParse({ source: 'demoform', skip: true }))).toEqual([
      'formData: formData is required',
      'skip: a demo request cannot be skipped',
    ]);
    expect(issues(FeedbackBody.safeParse({ source: 'images' }))).toEqual([
      'review: review or feedback is required',
    ]);
  });

  it('asks music feedback for a review or feedback, on the feedback field', () => {
    expect(issues(MusicFeedbackBody.safeParse({ review: '  ' }))).toEqual(['feedback: feedback is required']);
    expect(MusicFeedbackBody.parse({ feedback: 'hi' })).toEqual({ feedback: 'hi' });
  });

  it('refuses unknown keys in a strict assistant update, and keeps a font file per variant', () => {
    expect(UpdateAssistantBody.safeParse({ voiceId: 'v' }).success).toBe(true);
    expect(UpdateAssistantBody.safeParse({ voiceId: 'v', extra: 1 }).success).toBe(false);
    const font = { family: 'A', category: 'serif', variants: ['regular', '700'] };
    expect(Font.parse({ ...font, files: { regular: 'r.ttf', '700': 'b.ttf' } }).files).toEqual({
      regular: 'r.ttf',
      '700': 'b.ttf',
    });
    expect(Font.safeParse({ ...font, files: { regular: 'r.ttf', '700': 7 } }).success).toBe(false);
  });
});
