import type { TranscriptEntry } from '@muse/contracts';
import { INTERVIEW_NAME_QUESTION } from '@muse/domain';

/** One recorded dialog run: its entries in order, named by the answer to "Please enter your name.". */
export interface TranscriptSession {
  sessionId: string;
  name: string;
  startedAt: string;
  entries: TranscriptEntry[];
}

/**
 * The transcripts view's sessions, in the order the server sent them (newest first), each named by its
 * name answer, else "Session of {date}".
 */
export function groupTranscriptSessions(entries: readonly TranscriptEntry[]): TranscriptSession[] {
  const sessions = new Map<string, TranscriptSession>();
  for (const entry of entries) {
    let session = sessions.get(entry.sessionId);
    if (!session) {
      session = { sessionId: entry.sessionId, name: '', startedAt: entry.ts, entries: [] };
      sessions.set(entry.sessionId, session);
    }
    session.entries.push(entry);
    if (entry.ts < session.startedAt) session.startedAt = entry.ts;
    if (!session.name && entry.question.trim() === INTERVIEW_NAME_QUESTION && entry.answer.trim())
      session.name = entry.answer.trim();
  }
  return [...sessions.values()];
}

export function sessionTitle(session: TranscriptSession, formatDate: (iso: string) => string): string {
  return session.name || `Session of ${formatDate(session.startedAt)}`;
}
