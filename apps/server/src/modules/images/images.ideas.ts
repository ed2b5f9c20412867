import type { ImageIdeasBody, ImageIdeasReply } from '@muse/contracts';
import { ImageIdea } from '@muse/contracts';
import { PROMPT_IDEAS_FAILED } from '@muse/domain';
import { generateImageIdeas, type ProviderRegistry } from '@muse/providers';
import { z } from 'zod';
import { HttpError } from '../../platform/http/errors';
import { translationNoteOf, type PromptTranslator } from '../../platform/translation';

const IDEAS = 4;
const HostedIdeas = z.object({ ideas: z.array(ImageIdea).min(1).max(8) });
/**
 * How long a user waits for the hosted model, retries included, before the local ideas answer instead.
 * AI_TIMEOUT_MS bounds one attempt, and the client retries a failed or timed-out attempt twice: without a
 * deadline of its own a stalled server would hold this interactive request for three attempts.
 */
export const HOSTED_IDEAS_DEADLINE_MS = 30_000;

/**
 * Prompt ideas from keywords. With a hosted text model configured the LLM writes them (JSON, validated);
 * otherwise — or when the hosted call fails — the local grammar does. Only when both fail does the user get
 * the spec's text suggesting advanced mode.
 */
export async function imageIdeas(
  body: ImageIdeasBody,
  deps: {
    providers: Pick<ProviderRegistry, 'engine'>;
    logger: { warn(obj: object, msg?: string): void };
    deadlineMs?: number;
    /** keywords in another language are translated to English first (with a hosted text model) */
    translator?: Pick<PromptTranslator, 'toEnglish'>;
  },
): Promise<ImageIdeasReply> {
  const words = await deps.translator?.toEnglish({ keywords: body.keywords });
  const keywords = words?.used.keywords ?? body.keywords;
  // Untranslated words in another language are no English to mend; translated ones are English now.
  const language =
    words?.outcome === 'translated'
      ? 'en'
      : words && words.outcome !== 'english'
        ? words.language
        : body.language;
  const promptNote = translationNoteOf(words ?? null);
  const note = promptNote ? { promptNote } : {};
  const hosted = deps.providers.engine('text');
  if (hosted) {
    try {
      const signal = AbortSignal.timeout(deps.deadlineMs ?? HOSTED_IDEAS_DEADLINE_MS);
      const result = await hosted.complete(
        {
          system:
            'You write image-generation prompts. Answer JSON {"ideas":[{"name","description","tags"}]}: 4 ideas, ' +
            'each a 2-6 word title, a vivid 15-60 word prompt that keeps every keyword, and 2-5 style tags. ' +
            'Make the ideas differ in style, composition and mood.',
          messages: [
            {
              role: 'user',
              content: JSON.stringify({
                keywords,
                tags: body.tags ?? [],
                isVideo: body.isVideo,
                language,
              }),
            },
          ],
          json: { schemaName: 'image_ideas', schema: HostedIdeas },
          temperature: 0.9,
        },
        { signal },
      );
      if (result.json) return { ideas: result.json.ideas, ...note };
    } catch (err) {
      deps.logger.warn({ err }, 'hosted prompt ideas failed; using the local engine');
    }
  }
  try {
    const ideas = generateImageIdeas({
      keywords,
      tags: body.tags,
      count: IDEAS,
      seed: body.seed,
      isVideo: body.isVideo,
      language,
    });
    return { ideas, ...note };
  } catch (err) {
    deps.logger.warn({ err }, 'local prompt ideas failed');
    throw new HttpError(422, 'prompt_ideas_failed', PROMPT_IDEAS_FAILED);
  }
}
