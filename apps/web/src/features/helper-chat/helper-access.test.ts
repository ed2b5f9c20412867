import { describe, expect, it } from 'vitest';
import { canOpenHelperChat, handOffPath, showsHelperButton } from './helper-access';

describe('canOpenHelperChat', () => {
  it('needs a signed-in user', () => {
    expect(canOpenHelperChat(null, '/music')).toBe(false);
    expect(canOpenHelperChat({ userId: 'u1', isGuest: false }, '/music')).toBe(true);
  });

  it('lets guests in on the image view only', () => {
    expect(canOpenHelperChat({ userId: 'guest-1', isGuest: true }, '/music')).toBe(false);
    expect(canOpenHelperChat({ userId: 'guest-1', isGuest: true }, '/images')).toBe(true);
    expect(canOpenHelperChat({ userId: 'guest-1', isGuest: true }, '/images/cat.png')).toBe(true);
    expect(canOpenHelperChat({ userId: 'guest-1', isGuest: true }, '/imagesx')).toBe(false);
  });

  it('counts a guest id as a guest even when the flag is missing', () => {
    expect(canOpenHelperChat({ userId: 'guest123' }, '/music')).toBe(false);
  });
});

describe('showsHelperButton', () => {
  it('hides the button on the assistant pages and /chat, which are chats', () => {
    expect(showsHelperButton('/chat')).toBe(false);
    expect(showsHelperButton('/chatter')).toBe(true);
    expect(showsHelperButton('/app')).toBe(false);
    expect(showsHelperButton('/app/abc')).toBe(false);
    expect(showsHelperButton('/apple')).toBe(true);
    expect(showsHelperButton('/images')).toBe(true);
  });
});

describe('handOffPath', () => {
  it('opens the generator with the prompt as its starting text', () => {
    expect(handOffPath({ target: 'images', prompt: 'a red fox in snow' })).toBe(
      '/images?s=a%20red%20fox%20in%20snow',
    );
    expect(handOffPath({ target: 'music', prompt: '' })).toBe('/music');
  });
});
