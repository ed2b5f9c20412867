import { describe, expect, it } from 'vitest';
import { actionDisabled, canClose, closeSecondsLeft } from './dialog-rules';

describe('notification dialog rules', () => {
  it('counts down the close time-out, and never lets a blocking one close', () => {
    const n = { blocking: false, timeoutForEnableClose: 5 };
    expect(closeSecondsLeft(n, 1000, 1000)).toBe(5);
    expect(closeSecondsLeft(n, 1000, 5100)).toBe(1);
    expect(canClose(n, 1000, 5100)).toBe(false);
    expect(canClose(n, 1000, 6000)).toBe(true);
    expect(canClose({ ...n, timeoutForEnableClose: 0 }, 0, 0)).toBe(true);
    expect(canClose({ blocking: true, timeoutForEnableClose: 0 }, 0, 99_000)).toBe(false);
  });

  it('keeps the default action off until the input has text', () => {
    const send = { buttonText: 'Send', response: 'send', default: true };
    const later = { buttonText: 'Later', response: 'later', default: false };
    expect(actionDisabled({ showInput: true }, send, '  ')).toBe(true);
    expect(actionDisabled({ showInput: true }, send, 'ok')).toBe(false);
    expect(actionDisabled({ showInput: true }, later, '')).toBe(false);
    expect(actionDisabled({ showInput: false }, send, '')).toBe(false);
  });
});
