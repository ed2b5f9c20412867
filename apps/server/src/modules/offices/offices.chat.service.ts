import type { Caller } from '../../platform/http/auth-guard';
import { newId, nowIso } from '../../shared/ids';
import type { AskInput, OfficeAnswers } from './offices.answers';
import type { MessageRow, MessagesRepository } from './offices.messages.repository';
import { assertCanReadConversations } from './offices.policy';
import { participantLabel } from './offices.presenter';
import type { OfficesService } from './offices.service';

/** How many messages get-last-messages restores (chosen). */
const LAST_MESSAGES = 50;
/** How many conversations the Conversations tab lists (chosen; newest first). */
const CONVERSATIONS = 500;

export { VISITOR_PREFIX } from './offices.presenter';

/** Who is talking: a user or guest id, or `visitor-…` from the visitor cookie of a signed-out browser. */
export type Speaker = string;

const presentMessage = (row: MessageRow) => ({
  id: row.id,
  role: row.role === 'assistant' ? ('assistant' as const) : ('user' as const),
  content: row.content,
  createdAt: row.createdAt,
});

/**
 * Conversations with an office's assistant (ask-question, has-messages, get-last-messages, conversations,
 * conversationMessages). Every exchange is stored as the question and the answer under
 * (office, speaker, UTC date).
 */
export class OfficeChat {
  constructor(
    private readonly deps: { messages: MessagesRepository; offices: OfficesService; answers: OfficeAnswers },
  ) {}

  async ask(officeId: string, speaker: Speaker, input: AskInput) {
    await this.deps.offices.load(officeId); // 404 for an office that does not exist
    const reply = await this.deps.answers.ask(officeId, input);
    const now = nowIso();
    const base = { officeId, userId: speaker, date: now.slice(0, 10), createdAt: now };
    await this.deps.messages.insert([
      { ...base, id: newId(), role: 'user', content: input.question, seq: 0 },
      { ...base, id: newId(), role: 'assistant', content: reply.answer, seq: 1 },
    ]);
    return reply;
  }

  async hasMessages(officeId: string, speaker: Speaker): Promise<boolean> {
    await this.deps.offices.load(officeId);
    return this.deps.messages.hasAny(officeId, speaker);
  }

  async lastMessages(officeId: string, speaker: Speaker) {
    await this.deps.offices.load(officeId);
    return (await this.deps.messages.last(officeId, speaker, LAST_MESSAGES)).map(presentMessage);
  }

  async conversations(officeId: string, caller: Caller | null) {
    const office = await this.deps.offices.load(officeId);
    assertCanReadConversations(office.access, caller);
    const rows = await this.deps.messages.conversations(officeId, CONVERSATIONS);
    return rows.map((r) => ({
      id: `${r.userId}|${r.date}`,
      userId: r.userId,
      date: r.date,
      // a neutral label, never the participant's email
      label: participantLabel(r.userId),
      messageCount: r.messageCount,
      lastAt: r.lastAt,
    }));
  }

  async conversationMessages(officeId: string, caller: Caller | null, userId: string, date: string) {
    const office = await this.deps.offices.load(officeId);
    assertCanReadConversations(office.access, caller);
    return (await this.deps.messages.conversation(officeId, userId, date)).map(presentMessage);
  }
}
