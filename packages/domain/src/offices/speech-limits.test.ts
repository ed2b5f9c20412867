import { describe, expect, it } from 'vitest';
import {
  SPEECH_CACHE_TOUCH_SECONDS,
  VISITOR_SPEECH_ALL,
  VISITOR_SPEECH_PER_ADDRESS,
  VISITOR_SPEECH_WINDOW_SECONDS,
  visitorSpeechMessage,
} from './speech-limits';

describe('visitor speech quotas', () => {
  it('are 20 an hour per address and 300 an hour for all visitors', () => {
    expect(VISITOR_SPEECH_PER_ADDRESS).toBe(20);
    expect(VISITOR_SPEECH_ALL).toBe(300);
    expect(VISITOR_SPEECH_WINDOW_SECONDS).toBe(3600);
    expect(SPEECH_CACHE_TOUCH_SECONDS).toBe(60);
  });

  it('tells a refused visitor the limit and to sign in', () => {
    expect(visitorSpeechMessage('address')).toBe(
      'Visitors can have 20 texts spoken an hour. Sign in to hear more.',
    );
    expect(visitorSpeechMessage('all')).toContain('Sign in');
  });
});
