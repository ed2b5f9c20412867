import {
  DEFAULT_NOINFO,
  type Answer,
  type AnswerIndexInput,
  type AnswerOptions,
  type ProviderRegistry,
  type TextEngine,
} from '@muse/providers';
import { phraseInTone, type Personality, PERSONALITY_LABELS, PERSONALITY_FIELDS } from '@muse/domain';
import type { EnginePool } from '../../platform/engine-pool';
import type { Logger } from '../../platform/logging/logger';
import { SingleFlight } from '../../shared/single-flight';
import type { OfficesService } from './offices.service';
import type { TrainingRepository } from './offices.training.repository';
import { bestAnswerOf, contextOf, type Retrieval } from './offices.vectors.answer';
import type { OfficeVectors } from './offices.vectors';

/** How long a visitor waits for the hosted model before the local answer is given instead. */
const HOSTED_DEADLINE_MS = 30_000;

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
 *
 * The indexes live in the engine threads (platform/engine-pool), which build them and answer from them:
 * an office of 10 × 900 KB topics takes seconds to index and ~350 MB of heap, and a single answer from
 * it up to ~0.2 s, too much for the event loop and too much to copy back to it.
 *
 * With a hosted embeddings model (OPENAI_EMBEDDINGS_MODEL) and the office's vectors complete for its
 * current training, retrieval is by those vectors instead (OfficeVectors); the local engine answers
 * whenever they are missing, stale, or the question cannot be embedded.
 */
export class OfficeAnswers {
  /** Training being read for an index, per office and training time: concurrent misses read it once. */
  private readonly reading = new SingleFlight<AnswerIndexInput>();

  constructor(
    private readonly deps: {
      training: TrainingRepository;
      offices: OfficesService;
      providers: ProviderRegistry;
      logger: Logger;
      engines: EnginePool;
      vectors: OfficeVectors;
    },
  ) {}

  async ask(officeId: string, input: AskInput): Promise<{ answer: string; followUpQuestions: string[] }> {
    const personality = await this.deps.offices.personality(officeId);
    const trainedAt = (await this.deps.offices.trainedAt(officeId)) ?? '';
    const retrieval = await this.deps.vectors.retrieve(officeId, trainedAt, input.question);
    if (retrieval) return this.answerFromVectors(officeId, input, personality, retrieval);
    const local = await this.localAnswer(officeId, trainedAt, input.question, {
      shortAnswers: input.shortAnswers ?? false,
      noinfo: personality.noinfo,
    });
    const hosted = this.deps.providers.engine('text');
    if (hosted) {
      try {
        const context =
          local.source.kind === 'none'
            ? 'Nothing in your training covers this question.'
            : `What your training says about it:\n${local.answer}`;
        const answer = await this.hostedAnswer(hosted, input, personality, context);
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

  /** From the items retrieved by vectors: the hosted chat model's answer, else the best item's. */
  private async answerFromVectors(
    officeId: string,
    input: AskInput,
    personality: Personality,
    retrieval: Retrieval,
  ): Promise<{ answer: string; followUpQuestions: string[] }> {
    const { followUpQuestions } = retrieval;
    const hosted = this.deps.providers.engine('text');
    if (hosted) {
      try {
        const answer = await this.hostedAnswer(hosted, input, personality, contextOf(retrieval.items));
        return { answer, followUpQuestions };
      } catch (err) {
        this.deps.logger.warn({ err, officeId }, 'hosted answer failed; answering from the retrieved text');
      }
    }
    const best = bestAnswerOf(retrieval.items);
    const answer = best
      ? phraseInTone(best, personality.tone, input.question)
      : personality.noinfo.trim() || DEFAULT_NOINFO;
    return { answer, followUpQuestions };
  }

  /** `context`: what the training says about the question, or that it says nothing. */
  private async hostedAnswer(
    engine: TextEngine,
    input: AskInput,
    personality: Personality,
    context: string,
  ): Promise<string> {
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

  /** The local engine's answer, from the office's index as of its training (rebuilt when it changed). */
  private async localAnswer(
    officeId: string,
    trainedAt: string,
    question: string,
    options: AnswerOptions,
  ): Promise<Answer> {
    return this.deps.engines.answer({
      officeId,
      trainedAt,
      question,
      options,
      training: () => this.training(officeId, trainedAt),
    });
  }

  private training(officeId: string, trainedAt: string): Promise<AnswerIndexInput> {
    return this.reading.run(`${officeId}\n${trainedAt}`, () => this.read(officeId));
  }

  private async read(officeId: string): Promise<AnswerIndexInput> {
    const [pairs, topics] = await Promise.all([
      this.deps.training.allQuestions(officeId),
      this.deps.training.topics(officeId),
    ]);
    return {
      qa: pairs.map((p) => ({ id: p.id, question: p.question, answer: p.answer })),
      passages: topics.map((t) => ({ id: t.topic, topic: t.topic, text: t.text })),
    };
  }
}
