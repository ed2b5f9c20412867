import {
  createAnswerIndex,
  type Answer,
  type AnswerIndex,
  type ProviderRegistry,
  type TextEngine,
} from '@muse/providers';
import { phraseInTone, type Personality, PERSONALITY_LABELS, PERSONALITY_FIELDS } from '@muse/domain';
import type { Logger } from '../../platform/logging/logger';
import type { OfficesService } from './offices.service';
import type { TrainingRepository } from './offices.training.repository';

/** Answer indexes kept per process (chosen): the offices asked most recently. */
const CACHED_INDEXES = 20;
/** How long a visitor waits for the hosted model before the local answer is given instead. */
const HOSTED_DEADLINE_MS = 30_000;

interface CachedIndex {
  trainedAt: string;
  index: Promise<AnswerIndex>;
}

export interface AskInput {
  question: string;
  shortAnswers?: boolean;
  language?: string;
}

/**
 * Answers questions from an office's training (POST /openai/ask-question). The local engine ranks the
 * office's Q&A pairs and topic passages and answers from the best one, in the personality's tone, or with
 * the personality's noinfo text. With a hosted text model configured, the same retrieval grounds a chat
 * completion whose system prompt is the personality.
 */
export class OfficeAnswers {
  private readonly indexes = new Map<string, CachedIndex>();

  constructor(
    private readonly deps: {
      training: TrainingRepository;
      offices: OfficesService;
      providers: ProviderRegistry;
      logger: Logger;
    },
  ) {}

  async ask(officeId: string, input: AskInput): Promise<{ answer: string; followUpQuestions: string[] }> {
    const [index, personality] = await Promise.all([
      this.index(officeId),
      this.deps.offices.personality(officeId),
    ]);
    const local = index.answer(input.question, {
      shortAnswers: input.shortAnswers ?? false,
      noinfo: personality.noinfo,
    });
    const hosted = this.deps.providers.engine('text');
    if (hosted) {
      try {
        const answer = await this.hostedAnswer(hosted, input, personality, local);
        return { answer, followUpQuestions: local.followUpQuestions };
      } catch (err) {
        this.deps.logger.warn({ err, officeId }, 'hosted answer failed; answering locally');
      }
    }
    const answer =
      local.source.kind === 'none'
        ? local.answer
        : phraseInTone(local.answer, personality.tone, input.question);
    return { answer, followUpQuestions: local.followUpQuestions };
  }

  private async hostedAnswer(
    engine: TextEngine,
    input: AskInput,
    personality: Personality,
    local: Answer,
  ): Promise<string> {
    const context =
      local.source.kind === 'none'
        ? 'Nothing in your training covers this question.'
        : `What your training says about it:\n${local.answer}`;
    const noinfo = personality.noinfo.trim() || "I don't know that yet.";
    const system = [
      "You are an office's assistant. Answer only from the training material below; never mention it or cite it.",
      `When it does not cover the question, answer exactly: ${noinfo}`,
      input.shortAnswers ? 'Answer in one or two sentences.' : 'Answer in a short paragraph at most.',
      input.language ? `Answer in the language ${input.language}.` : '',
      ...PERSONALITY_FIELDS.filter((f) => f !== 'noinfo' && personality[f].trim()).map(
        (f) => `${PERSONALITY_LABELS[f]}: ${personality[f].trim()}`,
      ),
      context,
    ]
      .filter(Boolean)
      .join('\n');
    const result = await engine.complete(
      { system, messages: [{ role: 'user', content: input.question }], temperature: 0.3, maxTokens: 500 },
      { signal: AbortSignal.timeout(HOSTED_DEADLINE_MS) },
    );
    const text = result.text.trim();
    if (!text) throw new Error('the hosted model answered nothing');
    return text;
  }

  /** The office's index, rebuilt when its training changed since it was built (in any process). */
  private async index(officeId: string): Promise<AnswerIndex> {
    const trainedAt = (await this.deps.offices.trainedAt(officeId)) ?? '';
    const cached = this.indexes.get(officeId);
    if (cached && cached.trainedAt === trainedAt) {
      // Most recently used last, so the oldest is evicted first.
      this.indexes.delete(officeId);
      this.indexes.set(officeId, cached);
      return cached.index;
    }
    const index = this.build(officeId);
    this.indexes.set(officeId, { trainedAt, index });
    index.catch(() => this.indexes.delete(officeId));
    while (this.indexes.size > CACHED_INDEXES) {
      const oldest = this.indexes.keys().next().value;
      if (oldest === undefined) break;
      this.indexes.delete(oldest);
    }
    return index;
  }

  private async build(officeId: string): Promise<AnswerIndex> {
    const [pairs, topics] = await Promise.all([
      this.deps.training.allQuestions(officeId),
      this.deps.training.topics(officeId),
    ]);
    return createAnswerIndex({
      qa: pairs.map((p) => ({ id: p.id, question: p.question, answer: p.answer })),
      passages: topics.map((t) => ({ id: t.topic, topic: t.topic, text: t.text })),
    });
  }
}
