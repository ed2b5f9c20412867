import { describe, expect, it } from 'vitest';
import { isSmallTalk } from './small-talk';

describe('isSmallTalk', () => {
  it('recognises greetings, thanks, goodbyes and questions about the assistant itself', () => {
    for (const message of [
      'Hello!',
      'hi there, how are you?',
      'Thanks so much',
      'ok thank you for your help',
      'bye',
      "What's your name?",
      'are you a robot',
      'Who made you?',
    ]) {
      expect(isSmallTalk(message), message).toBe(true);
    }
  });

  it('leaves questions alone, greeting or not', () => {
    for (const message of [
      'hi, when do you open?',
      'thanks, and how much is parking?',
      'can I bring a friend',
      'what is the name of the ship',
      '',
    ]) {
      expect(isSmallTalk(message), message).toBe(false);
    }
  });
});
