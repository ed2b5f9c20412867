import {
  languageName,
  planPromptTranslation,
  promptTranslationNote,
  type PromptTranslationOutcome,
} from '@muse/domain';
import { detectPromptLanguage, type ProviderRegistry } from '@muse/providers';

/** How long one prompt waits for the hosted model before the words are used as written. */
export const TRANSLATION_DEADLINE_MS = 20_000;

/** The texts of one request by field ("description", "keywords"…), as the user wrote them. */
export type PromptTexts = Readonly<Record<string, string>>;

/**
 * What happened to a request's words before generation: its language (ISO 639-1, 'en' when English or
 * too short to tell), the outcome, and the texts the engine gets (the English ones when translated, else
 * the user's). Stored on the item as JSON, so a retried job neither asks again nor changes its mind.
 */
export interface PromptTranslation {
  source: Record<string, string>;
  language: string;
  outcome: PromptTranslationOutcome['outcome'];
  /** the texts the engine gets, by field */
  used: Record<string, string>;
}

export interface PromptTranslatorDeps {
  /** the hosted text model, when there is one, translates */
  providers: Pick<ProviderRegistry, 'engine'>;
  logger: { warn(obj: object, msg?: string): void };
  deadlineMs?: number;
}

/**
 * The one place prompts in other languages are translated to English before generation (images, videos,
 * music, the image ideas' keywords). The language is told by @muse/providers `detectPromptLanguage` over
 * all the request's words together; @muse/domain decides whether to translate. Without a hosted text
 * engine nothing is translated and the outcome says so; a failed translation never loses the request: the
 * user's words are used as written and the outcome says that too.
 */
export class PromptTranslator {
  constructor(private readonly deps: PromptTranslatorDeps) {}

  async toEnglish(texts: PromptTexts, signal?: AbortSignal): Promise<PromptTranslation> {
    const source = Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
    const language = await detectPromptLanguage(Object.values(source).join('\n'));
    const engine = this.deps.providers.engine('text');
    const plan = planPromptTranslation(language, engine !== undefined);
    if (plan.action === 'as-written') return { source, language, outcome: 'english', used: source };
    if (plan.action === 'no-service') return { source, language, outcome: 'no-service', used: source };
    try {
      const deadline = AbortSignal.timeout(this.deps.deadlineMs ?? TRANSLATION_DEADLINE_MS);
      const both = signal ? AbortSignal.any([signal, deadline]) : deadline;
      const used: Record<string, string> = {};
      for (const [field, text] of Object.entries(source)) {
        const result = await engine!.complete(
          {
            system:
              `Translate the user's text from ${languageName(language)} to English. It is a prompt for an ` +
              'image or music generator: keep names, numbers, emoji and the order of ideas. Answer with the ' +
              'translation only.',
            messages: [{ role: 'user', content: text }],
            temperature: 0,
          },
          { signal: both },
        );
        const english = result.text.trim().replace(/^["“]|["”]$/g, '');
        if (!english) throw new Error('the translation came back empty');
        used[field] = english;
      }
      return { source, language, outcome: 'translated', used };
    } catch (err) {
      // A closing queue's abort is the job's business, not the translation's.
      if (signal?.aborted) throw err;
      this.deps.logger.warn({ err, language }, 'prompt translation failed; using the words as written');
      return { source, language, outcome: 'failed', used: source };
    }
  }
}

/** The outcome as the domain words it, for the item's info. */
export function translationNoteOf(translation: PromptTranslation | null): string | null {
  if (!translation) return null;
  const { outcome, language } = translation;
  if (outcome === 'translated') {
    return promptTranslationNote({ outcome, language, english: Object.values(translation.used).join(' — ') });
  }
  return promptTranslationNote(outcome === 'english' ? { outcome } : { outcome, language });
}

/** A stored translation (the item's JSON column), or null when there is none or it is unreadable. */
export function readTranslation(json: string | null | undefined): PromptTranslation | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as PromptTranslation;
    return value && typeof value === 'object' && value.used && value.source ? value : null;
  } catch {
    return null;
  }
}

/** Whether a stored translation was made from exactly these texts (a regenerated item's words changed). */
export function translatedFrom(translation: PromptTranslation | null, texts: PromptTexts): boolean {
  if (!translation) return false;
  const wanted = Object.entries(texts).filter(([, text]) => text.trim() !== '');
  const had = Object.keys(translation.source);
  return wanted.length === had.length && wanted.every(([field, text]) => translation.source[field] === text);
}
