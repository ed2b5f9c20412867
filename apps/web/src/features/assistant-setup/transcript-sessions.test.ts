import { describe, expect, it } from 'vitest';
import { groupTranscriptSessions, sessionTitle } from './transcript-sessions';

const entry = (sessionId: string, question: string, answer: string, ts: string) => ({
  _id: `${sessionId}-${ts}`,
  sessionId,
  question,
  answer,
  ts,
});

describe('transcript sessions', () => {
  it('groups entries by session, in order, named by the name answer', () => {
    const sessions = groupTranscriptSessions([
      entry('b', 'Please enter your name.', 'Ana Lima', '2026-11-28T10:00:00Z'),
      entry('b', 'Why us?', 'Because…', '2026-11-28T10:01:00Z'),
      entry('a', 'Why us?', 'No idea', '2026-11-27T09:00:00Z'),
    ]);
    expect(sessions.map((s) => [s.sessionId, s.name, s.entries.length])).toEqual([
      ['b', 'Ana Lima', 2],
      ['a', '', 1],
    ]);
    expect(sessionTitle(sessions[1]!, () => '27 Nov')).toBe('Session of 27 Nov');
    expect(sessionTitle(sessions[0]!, () => '28 Nov')).toBe('Ana Lima');
  });
});
