import { describe, expect, it } from 'vitest';
import { notificationProblems, responseProblem } from './notifications.rules';

const at = '2026-12-01T10:00:00.000Z';
const base = { showInput: false, blocking: false, actions: [], publishAt: at, expiresAt: null };
const yes = { buttonText: 'Yes', response: 'yes', default: true };
const no = { buttonText: 'No', response: 'no', default: false };

describe('notification rules', () => {
  it('accepts a plain notification and one with actions', () => {
    expect(notificationProblems(base)).toEqual([]);
    expect(notificationProblems({ ...base, blocking: true, actions: [yes, no] })).toEqual([]);
  });

  it('names the field of each broken rule', () => {
    const fields = (n: Parameters<typeof notificationProblems>[0]) =>
      notificationProblems(n).map((p) => p.field);
    expect(fields({ ...base, actions: [{ ...no, response: 'Close' }] })).toEqual(['actions.0.response']);
    expect(fields({ ...base, actions: [yes, { ...no, response: 'YES' }] })).toEqual(['actions.1.response']);
    expect(fields({ ...base, actions: [yes, { ...no, default: true }] })).toEqual(['actions']);
    expect(fields({ ...base, blocking: true })).toEqual(['actions']);
    expect(fields({ ...base, expiresAt: at })).toEqual(['expiresAt']);
  });

  it('refuses closing a blocking notification, and the default action without the input’s text', () => {
    const open = { showInput: true, blocking: false, actions: [yes, no] };
    expect(responseProblem(open, 'close', undefined)).toBeNull();
    expect(responseProblem({ ...open, blocking: true }, 'close', undefined)?.field).toBe('response');
    expect(responseProblem(open, 'maybe', 'x')?.field).toBe('response');
    expect(responseProblem(open, 'yes', '  ')?.field).toBe('text');
    expect(responseProblem(open, 'yes', 'Sounds good')).toBeNull();
    expect(responseProblem(open, 'no', undefined)).toBeNull();
    expect(responseProblem({ ...open, showInput: false }, 'yes', undefined)).toBeNull();
  });
});
