import { createHash } from 'node:crypto';
import type { AssistantDialog } from '@muse/contracts';
import type { Database, Kysely } from '@muse/db';
import { normalizePersonality } from '@muse/domain';
import type { Logger } from '../../../platform/logging/logger';
import { nowIso } from '../../../shared/ids';
import { trainingMark } from '../offices.repository';
import type { QuestionRow, TrainingRepository } from '../offices.training.repository';
import { HELP_TOPICS, type HelpTopic } from './help-texts';

/** The built-in help office and its owner: fixed ids, so every process and restart finds the same one. */
export const HELP_OFFICE_ID = 'muse-help';
const HELP_OWNER_ID = 'muse-help';
const HELP_NAME = 'Muse Help';
const HELP_WELCOME =
  "Hi, I'm Muse's help. Ask me how to make images or songs, about credits and plans, or about your privacy.";
/** What the help says to a question it was not trained on: what it can help with instead. */
export const HELP_NOINFO =
  'I can only help with Muse itself: making images and songs, assistants, credits, plans and privacy. ' +
  'Try asking, for example, "How do I make an image?"';
// The avatar's name is what the assistant is called in the chat.
const HELP_LOOK = { id: 'DahliaHairstyle2Outfit3', name: HELP_NAME };

/** A pair's id is its topic and question, so re-seeding unchanged texts writes nothing new. */
const pairId = (topic: string, question: string): string =>
  `help-${createHash('sha256').update(`${topic}\n${question}`).digest('hex').slice(0, 20)}`;

/**
 * Creates Muse's help office at start, so the helper chat works on a fresh install, and keeps its built-in
 * topics equal to `HELP_TOPICS`, so an upgrade that changes a price or a text updates the help too. Topics an
 * admin added to it are left alone. The office is owned by a system user that cannot sign in (no email), and
 * is a demo office so anyone may talk to it.
 */
export class HelpOffice {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly training: TrainingRepository,
    private readonly logger: Logger,
    private readonly topics: readonly HelpTopic[] = HELP_TOPICS,
  ) {}

  async ensure(): Promise<void> {
    try {
      await this.createIfMissing();
      if (await this.syncTopics()) {
        await this.db
          .updateTable('offices')
          .set({ trainedAt: trainingMark(nowIso()) })
          .where('id', '=', HELP_OFFICE_ID)
          .execute();
      }
    } catch (err) {
      // Another process starting at the same moment may have written it first; the help is not worth a
      // failed start either way.
      this.logger.warn({ err }, 'could not set up the help office');
    }
  }

  private async createIfMissing(): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('users')
      .values({
        id: HELP_OWNER_ID,
        email: null,
        isGuest: 0,
        createdAt: now,
        updatedAt: now,
        mergedInto: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const exists = await this.db
      .selectFrom('offices')
      .select('id')
      .where('id', '=', HELP_OFFICE_ID)
      .executeTakeFirst();
    if (exists) return;
    const dialog: AssistantDialog = {
      question: HELP_WELCOME,
      personality: normalizePersonality({ noinfo: HELP_NOINFO }),
    };
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('offices')
        .values({
          id: HELP_OFFICE_ID,
          userId: HELP_OWNER_ID,
          name: HELP_NAME,
          type: 'aiChat',
          isAiChat: 1,
          setupScreen: 'ChatSetup',
          isMathChat: 0,
          showAiChatHistory: 0,
          experienceType: 'simple',
          demo: 1,
          trainedAt: trainingMark(now),
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await tx
        .insertInto('officeAssistants')
        .values({
          officeId: HELP_OFFICE_ID,
          position: 0,
          avatar: JSON.stringify(HELP_LOOK),
          dialog: JSON.stringify(dialog),
          updatedAt: now,
        })
        .execute();
    });
  }

  /** Writes each built-in topic whose text or pairs differ from the stored ones; true when any did. */
  private async syncTopics(): Promise<boolean> {
    const stored = new Map((await this.training.topics(HELP_OFFICE_ID)).map((t) => [t.topic, t]));
    // One read for every topic's pairs; within a topic they come in `value` order, as each was written.
    const storedPairs = new Map<string, QuestionRow[]>();
    for (const pair of await this.training.allQuestions(HELP_OFFICE_ID))
      storedPairs.set(pair.topic, [...(storedPairs.get(pair.topic) ?? []), pair]);
    let changed = false;
    for (const topic of this.topics) {
      const pairs = storedPairs.get(topic.topic) ?? [];
      const same =
        stored.get(topic.topic)?.text === topic.text &&
        pairs.length === topic.pairs.length &&
        pairs.every((p, i) => p.question === topic.pairs[i]?.question && p.answer === topic.pairs[i]?.answer);
      if (same) continue;
      changed = true;
      const now = nowIso();
      await this.db.transaction().execute(async (tx) => {
        if (stored.has(topic.topic)) {
          await this.training.updateTopic(
            HELP_OFFICE_ID,
            topic.topic,
            { text: topic.text, updatedAt: now },
            tx,
          );
        } else {
          await this.training.insertTopic(
            {
              officeId: HELP_OFFICE_ID,
              topic: topic.topic,
              text: topic.text,
              pageUrl: '',
              extraFields: null,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
        }
        const rows = topic.pairs.map((p, value) => ({
          id: pairId(topic.topic, p.question),
          officeId: HELP_OFFICE_ID,
          topic: topic.topic,
          question: p.question,
          answer: p.answer,
          value,
          createdAt: now,
        }));
        await this.training.replaceQuestions(HELP_OFFICE_ID, topic.topic, rows, tx);
      });
    }
    return changed;
  }
}
