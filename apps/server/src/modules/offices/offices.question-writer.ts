import { resolveQuestionCount } from '@muse/domain';
import { autoChatQuestionCount, generateChatQuestionSet, type ProviderRegistry } from '@muse/providers';
import { z } from 'zod';
import { HttpError } from '../../platform/http/errors';

const HostedPairs = z.object({
  questions: z
    .array(z.object({ question: z.string().min(3), answer: z.string().min(1) }))
    .min(1)
    .max(10),
});
/** How long an owner waits for the hosted model before the local writer answers instead. */
const HOSTED_DEADLINE_MS = 45_000;
/** The most text the hosted model is sent (chosen): its context is finite and costs money. */
const HOSTED_TEXT_CHARS = 24_000;
/** The pairs written, and when fewer than asked, why (shown to the owner). */
export interface WrittenQuestions {
  pairs: { question: string; answer: string }[];
  note?: string;
}

export const NO_QUESTIONS_MESSAGE =
  'No questions could be made from this topic: its text has too few complete sentences. Add more text, or write the questions yourself.';

/**
 * Q&A pairs from a topic's text (POST /openai/create-chat-questions). `numberOfQuestions`: a number is
 * clamped to 1–10, a non-number becomes 5, 'auto' picks by the text's length. A configured hosted model
 * writes them as JSON; otherwise, or when it fails, the local writer picks the informative sentences.
 */
export async function writeQuestions(
  input: {
    text: string;
    topic: string;
    numberOfQuestions: unknown;
    /** the topic's pairs so far: new ones ask about other things */
    existing: readonly { question: string; answer: string }[];
  },
  deps: { providers: Pick<ProviderRegistry, 'engine'>; logger: { warn(obj: object, msg?: string): void } },
): Promise<WrittenQuestions> {
  const asked = resolveQuestionCount(input.numberOfQuestions);
  const words = input.text.split(/\s+/).filter(Boolean).length;
  const count = asked === 'auto' ? autoChatQuestionCount(words) : asked;
  const hosted = deps.providers.engine('text');
  if (hosted) {
    try {
      const result = await hosted.complete(
        {
          system:
            'You write question-and-answer pairs that train an assistant on a topic. Answer JSON ' +
            '{"questions":[{"question","answer"}]} with exactly the number of pairs asked: natural questions a ' +
            'visitor would ask, each answered in one to three sentences using only the text given, none ' +
            'repeating a question of alreadyAsked.',
          messages: [
            {
              role: 'user',
              content: JSON.stringify({
                count,
                topic: input.topic,
                text: input.text.slice(0, HOSTED_TEXT_CHARS),
                alreadyAsked: input.existing.map((q) => q.question),
              }),
            },
          ],
          json: { schemaName: 'chat_questions', schema: HostedPairs },
          temperature: 0.4,
        },
        { signal: AbortSignal.timeout(HOSTED_DEADLINE_MS) },
      );
      if (result.json) {
        const pairs = result.json.questions.slice(0, count);
        if (pairs.length >= count) return { pairs };
        return { pairs, note: `Only ${pairs.length} of ${count} questions could be written from this text.` };
      }
    } catch (err) {
      deps.logger.warn({ err }, 'hosted question writing failed; using the local writer');
    }
  }
  // The local writer counts 'auto' from the text it can use (headings left out).
  const { pairs, fewerBecause } = generateChatQuestionSet({
    text: input.text,
    topic: input.topic,
    count: asked,
    exclude: input.existing,
  });
  if (pairs.length === 0) {
    throw new HttpError(422, 'no_questions', NO_QUESTIONS_MESSAGE, [
      { field: 'topic', message: NO_QUESTIONS_MESSAGE },
    ]);
  }
  return fewerBecause ? { pairs, note: fewerBecause } : { pairs };
}
