import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  fromNotification,
  responseFrom,
  statusOf,
  targetLabel,
  toInput,
  toLocalInput,
} from './admin-form';

describe('the admin notification form', () => {
  it('turns its values into the request, targets and times included', () => {
    const values = {
      ...emptyForm(),
      title: 'Hi',
      actions: [{ buttonText: 'Sign me up!', response: '', default: true }],
      targetType: 'tier' as const,
      tier: 'true',
      publishAt: toLocalInput('2030-01-02T03:04:00.000Z'),
    };
    const input = toInput(values);
    expect(input.actions).toEqual([{ buttonText: 'Sign me up!', response: 'sign-me-up', default: true }]);
    expect(input.target).toEqual({ type: 'tier', tier: true });
    expect(input.publishAt).toBe('2030-01-02T03:04:00.000Z');
    expect(input.expiresAt).toBeNull();
    expect(toInput({ ...values, targetType: 'user', email: ' a@b.co ' }).target).toEqual({
      type: 'user',
      email: 'a@b.co',
    });
    expect(toInput(emptyForm()).publishAt).toBeUndefined();
  });

  it('reads a stored notification back into the form', () => {
    const n = {
      _id: '1',
      title: 'T',
      header: '',
      content: '',
      showInput: false,
      actions: [],
      blocking: false,
      timeoutForEnableClose: 3,
      target: { type: 'tier' as const, tier: true as const },
      publishAt: '2030-01-02T03:04:00.000Z',
      expiresAt: null,
      createdOn: '2030-01-01T00:00:00.000Z',
      responses: 0,
    };
    expect(fromNotification(n)).toMatchObject({ tier: 'true', targetType: 'tier', expiresAt: '' });
    expect(targetLabel(n)).toBe('Pro members');
    expect(targetLabel({ target: { type: 'everyone' } })).toBe('Everyone');
  });

  it('names response values and statuses', () => {
    expect(responseFrom('  ')).toBe('answer');
    const now = Date.parse('2030-01-02T00:00:00Z');
    expect(statusOf({ publishAt: '2030-01-03T00:00:00Z', expiresAt: null }, now)).toBe('scheduled');
    expect(statusOf({ publishAt: '2030-01-01T00:00:00Z', expiresAt: null }, now)).toBe('live');
    expect(statusOf({ publishAt: '2030-01-01T00:00:00Z', expiresAt: '2030-01-01T12:00:00Z' }, now)).toBe(
      'ended',
    );
  });
});
