import { describe, expect, it } from 'vitest';
import { codeLifetime } from './login-text';

describe('codeLifetime', () => {
  it('speaks in whole minutes', () => {
    expect(codeLifetime(600)).toBe('10 minutes');
    expect(codeLifetime(60)).toBe('a minute');
    expect(codeLifetime(20)).toBe('a minute');
    expect(codeLifetime(90)).toBe('2 minutes');
  });
});
