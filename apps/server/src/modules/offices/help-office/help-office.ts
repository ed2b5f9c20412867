import { createHash } from 'node:crypto';
import type { AssistantDialog } from '@muse/contracts';
import type { Database, Kysely } from '@muse/db';
import { normalizePersonality } from '@muse/domain';
import type { Logger } from '../../../platform/logging/logger';
import { nowIso } from '../../../shared/ids';
import { trainingMark, type OfficeRow } from '../offices.repository';
import type { QuestionRow, TrainingRepository } from '../offices.training.repository';
import { HELP_TOPICS, type HelpTopic } from './help-texts';

/** An office Muse ships with: fixed ids, so every process and restart finds the same one. */
export interface BuiltInOfficeDefinition {
  officeId: string;
  /** a system user that cannot sign in (no email) */
  ownerId: string;
  name: string;
  welcome: string;
  /** what the assistant says to a question it was not trained on */
  noinfo: string;
  /** the avatar; its name is what the assistant is called in the chat */
  look: { id: string; name: string };
  flags: Pick<OfficeRow, 'type' | 'isAiChat' | 'setupScreen' | 'isMathChat'>;
  topics: readonly HelpTopic[];
}

/** The built-in help office and its owner. */
export const HELP_OFFICE_ID = 'muse-help';
const HELP_NAME = 'Muse Help';
/** What the help says to a question it was not trained on: what it can help with instead. */
export const HELP_NOINFO =
  'I can only help with Muse itself: making images and songs, assistants, credits, plans and privacy. ' +
  'Try asking, for example, "How do I make an image?"';
export const HELP_OFFICE: BuiltInOfficeDefinition = {
  officeId: HELP_OFFICE_ID,
  ownerId: 'muse-help',
  name: HELP_NAME,
  welcome:
    "Hi, I'm Muse's help. Ask me how to make images or songs, about credits and plans, or about your privacy.",
  noinfo: HELP_NOINFO,
  look: { id: 'DahliaHairstyle2Outfit3', name: HELP_NAME },
  flags: { type: 'aiChat', isAiChat: 1, setupScreen: 'ChatSetup', isMathChat: 0 },
  topics: HELP_TOPICS,
};

/** A pair's id is its topic and question, so re-seeding unchanged texts writes nothing new. */
const pairId = (officeId: string, topic: string, question: string): string =>
  `${officeId === HELP_OFFICE_ID ? 'help' : officeId}-${createHash('sha256').update(`${topic}\n${question}`).digest('hex').slice(0, 20)}`;

/**
 * Creates a built-in office at start (Muse's help, so the helper chat works on a fresh install; the SAT math
 * office, so learners can practise), and keeps its built-in topics equal to the definition's, so an upgrade
 * that changes a price or a text updates them too. Topics an admin added to it are left alone. The office is
 * owned by a system user that cannot sign in (no email), and is a demo office so anyone may talk to it.
 */
export class BuiltInOffice {
  private readonly topics: readonly HelpTopic[];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly training: TrainingRepository,
    private readonly logger: Logger,
    private readonly definition: BuiltInOfficeDefinition,
  ) {
    this.topics = definition.topics;
  }

  async ensure(): Promise<void> {
    try {
      await this.createIfMissing();
      if (await this.syncTopics()) {
        await this.db
          .updateTable('offices')
          .set({ trainedAt: trainingMark(nowIso()) })
          .where('id', '=', this.definition.officeId)
          .execute();
      }
    } catch (err) {
      // Another process starting at the same moment may have written it first; the help is not worth a
      // failed start either way.
      this.logger.warn({ err, officeId: this.definition.officeId }, 'could not set up a built-in office');
    }
  }

  private async createIfMissing(): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('users')
      .values({
        id: this.definition.ownerId,
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
      .where('id', '=', this.definition.officeId)
      .executeTakeFirst();
    if (exists) return;
    const dialog: AssistantDialog = {
      question: this.definition.welcome,
      personality: normalizePersonality({ noinfo: this.definition.noinfo }),
    };
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('offices')
        .values({
          id: this.definition.officeId,
          userId: this.definition.ownerId,
          name: this.definition.name,
          ...this.definition.flags,
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
          officeId: this.definition.officeId,
          position: 0,
          avatar: JSON.stringify(this.definition.look),
          dialog: JSON.stringify(dialog),
          updatedAt: now,
        })
        .execute();
    });
  }

  /** Writes each built-in topic whose text or pairs differ from the stored ones; true when any did. */
  private async syncTopics(): Promise<boolean> {
    const stored = new Map((await this.training.topics(this.definition.officeId)).map((t) => [t.topic, t]));
    // One read for every topic's pairs; within a topic they come in `value` order, as each was written.
    const storedPairs = new Map<string, QuestionRow[]>();
    for (const pair of await this.training.allQuestions(this.definition.officeId))
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
            this.definition.officeId,
            topic.topic,
            { text: topic.text, updatedAt: now },
            tx,
          );
        } else {
          await this.training.insertTopic(
            {
              officeId: this.definition.officeId,
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
          id: pairId(this.definition.officeId, topic.topic, p.question),
          officeId: this.definition.officeId,
          topic: topic.topic,
          question: p.question,
          answer: p.answer,
          value,
          createdAt: now,
        }));
        await this.training.replaceQuestions(this.definition.officeId, topic.topic, rows, tx);
      });
    }
    return changed;
  }
}
