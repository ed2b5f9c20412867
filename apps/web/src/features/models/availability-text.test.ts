import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_TEXT, unavailableText } from './availability-text';

describe('unavailableText', () => {
  const model = { unavailableReason: 'needs OPENAI_API_KEY' };

  it('names no configuration to visitors and members', () => {
    expect(unavailableText(model, false)).toBe(UNAVAILABLE_TEXT);
    expect(unavailableText(model, false)).not.toMatch(/[A-Z]{2,}_[A-Z]/);
  });

  it('tells admins what the server needs', () => {
    expect(unavailableText(model, true)).toBe('Not set up: needs OPENAI_API_KEY');
    expect(unavailableText({}, true)).toBe(UNAVAILABLE_TEXT);
  });
});
