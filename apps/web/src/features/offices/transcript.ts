/**
 * The assistant chat's transcript (messages of id, role and content): the messages restored from the
 * server, then this visit's exchanges.
 */

export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The transcript shown: restored messages first, then this visit's, each message once (a message of this
 * visit that the server also restored, by id, is not repeated). Blank messages are left out.
 */
export function mergeTranscript(restored: readonly ChatEntry[], local: readonly ChatEntry[]): ChatEntry[] {
  const seen = new Set<string>();
  const out: ChatEntry[] = [];
  for (const entry of [...restored, ...local]) {
    if (seen.has(entry.id) || entry.content.trim() === '') continue;
    seen.add(entry.id);
    out.push(entry);
  }
  return out;
}

/**
 * The follow-up questions to offer: those of the newest answer, without blanks, repeats, or the question
 * just asked (case and spacing ignored), at most `max`.
 */
export function followUpChoices(
  followUps: readonly string[],
  lastQuestion: string | null,
  max = 4,
): string[] {
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const seen = new Set(lastQuestion ? [norm(lastQuestion)] : []);
  const out: string[] = [];
  for (const question of followUps) {
    const key = norm(question);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(question.trim());
    if (out.length === max) break;
  }
  return out;
}

/** What the chat's input may send: trimmed text within the limit, or null (Submit is disabled). */
export function sendableQuestion(text: string, max: number): string | null {
  const question = text.trim();
  return question === '' || question.length > max ? null : question;
}
