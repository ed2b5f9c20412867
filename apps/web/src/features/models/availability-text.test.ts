import { describe, expect, it } from 'vitest';
import { NO_IMAGE_SERVER_TEXT, UNAVAILABLE_TEXT, unavailableText } from './availability-text';

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

  it('says an image server is missing for the models that run on one, not a hosted service', () => {
    const stableDiffusion = { unavailableReason: 'needs SDWEBUI_URL', image: { group: 'Image server' } };
    expect(unavailableText(stableDiffusion, false)).toBe(NO_IMAGE_SERVER_TEXT);
    expect(unavailableText({ image: { group: 'OpenAI' } }, false)).toBe(UNAVAILABLE_TEXT);
    expect(unavailableText(stableDiffusion, true)).toBe('Not set up: needs SDWEBUI_URL');
  });
});
