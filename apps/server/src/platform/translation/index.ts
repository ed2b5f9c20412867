/**
 * Prompts in other languages: the one service that tells a request's language and, with a hosted text
 * engine, translates its words to English before an image, video or music engine gets them.
 */
export {
  PromptTranslator,
  TRANSLATION_DEADLINE_MS,
  readTranslation,
  translatedFrom,
  translationNoteOf,
  type PromptTexts,
  type PromptTranslation,
  type PromptTranslatorDeps,
} from './prompt-translator';
