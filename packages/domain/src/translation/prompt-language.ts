/**
 * Prompts in other languages (issue #19): "prompts in other languages translated through the text engine
 * before generation when a hosted model is configured". The local engines understand English words, so a
 * prompt in another language is translated to English before the image or music engine gets it; the
 * user's own words stay the item's description. These are the rules: what counts as a language at all (a
 * short or ambiguous text counts as English), when to translate, and what the item's info then says.
 *
 * The numbers were tuned on the development half of bench/prompt-language/prompts.ts only; the test half
 * is measured by bench/prompt-language/prompt-language.test.ts.
 */

export const PROMPT_LANGUAGE_RULES = {
  /** A text in Latin letters needs this many letters before its language is judged; shorter is English. */
  minLatinLetters: 8,
  /** …and this many words ("Hund", "pizza", "Tokyo" are names and loanwords as often as not). */
  minLatinWords: 2,
  /**
   * English wins when its score is within this margin of the best language's: short English prompts
   * with a name in them score close to Tagalog or Italian.
   */
  englishMargin: 0.05,
} as const;

/** The scripts a prompt's letters are counted by. */
export type PromptScript =
  | 'latin'
  | 'cyrillic'
  | 'greek'
  | 'arabic'
  | 'hebrew'
  | 'han'
  | 'kana'
  | 'hangul'
  | 'thai'
  | 'devanagari'
  | 'other';

const SCRIPTS: readonly [Exclude<PromptScript, 'other'>, RegExp][] = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['han', /\p{Script=Han}/u],
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['thai', /\p{Script=Thai}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
];

/** The language a script alone says, when a detector has nothing better (Han without kana: Chinese). */
const SCRIPT_LANGUAGE: Partial<Record<PromptScript, string>> = {
  cyrillic: 'ru',
  greek: 'el',
  arabic: 'ar',
  hebrew: 'he',
  han: 'zh',
  kana: 'ja',
  hangul: 'ko',
  thai: 'th',
  devanagari: 'hi',
};

/** What a prompt is made of, letter by letter: emoji, digits and punctuation are no language. */
export interface LetterProfile {
  /** the words (runs of letters and marks), joined by spaces: what a detector should read */
  words: string;
  wordCount: number;
  letters: number;
  /** letters by script */
  scripts: Partial<Record<PromptScript, number>>;
  /** the script most letters are in, or null without letters */
  main: PromptScript | null;
}

export function letterProfile(text: string): LetterProfile {
  const words = text.normalize('NFC').match(/[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? [];
  const scripts: Partial<Record<PromptScript, number>> = {};
  let letters = 0;
  for (const char of words.join('')) {
    if (!/\p{L}/u.test(char)) continue;
    letters += 1;
    const script = SCRIPTS.find(([, re]) => re.test(char))?.[0] ?? 'other';
    scripts[script] = (scripts[script] ?? 0) + 1;
  }
  // Japanese writes kanji beside kana: any kana makes Han letters Japanese.
  if (scripts.kana && scripts.han) {
    scripts.kana += scripts.han;
    delete scripts.han;
  }
  const main = (Object.entries(scripts) as [PromptScript, number][]).reduce<[PromptScript, number] | null>(
    (best, entry) => (!best || entry[1] > best[1] ? entry : best),
    null,
  );
  return { words: words.join(' '), wordCount: words.length, letters, scripts, main: main?.[0] ?? null };
}

/** Whether a detector is worth asking: a short text in Latin letters, or one without letters, is English. */
export function needsLanguageDetector(profile: LetterProfile): boolean {
  if (!profile.main) return false;
  if (profile.main !== 'latin') return true;
  return (
    profile.letters >= PROMPT_LANGUAGE_RULES.minLatinLetters &&
    profile.wordCount >= PROMPT_LANGUAGE_RULES.minLatinWords
  );
}

/** What a statistical detector answered: its best language (ISO 639-1), whether it trusts it, its scores. */
export interface DetectorGuess {
  language: string;
  reliable: boolean;
  scores: Readonly<Record<string, number>>;
}

/**
 * The language of a prompt as ISO 639-1, 'en' when it is English or cannot be told (short, ambiguous, no
 * letters). Texts in another script than Latin are another language however short ("猫", "кот"); the
 * detector names it, or the script does.
 */
export function judgePromptLanguage(profile: LetterProfile, guess: DetectorGuess | null): string {
  if (!needsLanguageDetector(profile)) return 'en';
  const main = profile.main!;
  if (main !== 'latin') {
    const byScript = SCRIPT_LANGUAGE[main];
    // Chinese and Japanese share Han letters: kana decided it, so the script's answer stands there.
    if (main === 'han' || main === 'kana' || main === 'hangul') return byScript!;
    return guess?.language && guess.language !== 'en' ? guess.language : (byScript ?? 'en');
  }
  if (!guess || !guess.language || guess.language === 'en' || !guess.reliable) return 'en';
  const best = guess.scores[guess.language] ?? 0;
  const english = guess.scores.en ?? 0;
  return best - english <= PROMPT_LANGUAGE_RULES.englishMargin ? 'en' : guess.language;
}

/** What happens to a prompt before generation. */
export type PromptTranslationPlan =
  | { action: 'as-written' }
  | { action: 'translate'; language: string }
  /** another language, but no hosted text engine: used as written, and the item says so */
  | { action: 'no-service'; language: string };

export function planPromptTranslation(language: string, hostedText: boolean): PromptTranslationPlan {
  if (language === 'en') return { action: 'as-written' };
  return hostedText ? { action: 'translate', language } : { action: 'no-service', language };
}

/** How a prompt reached the engine, as recorded on the item. */
export type PromptTranslationOutcome =
  | { outcome: 'english' }
  | { outcome: 'translated'; language: string; english: string }
  | { outcome: 'no-service'; language: string }
  | { outcome: 'failed'; language: string };

/** A language's English name ("German"), or its code when the runtime has no name for it. */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code);
    return name && name !== code ? name : code;
  } catch {
    return code;
  }
}

/** What the item's info says about its prompt; null for an English one (nothing happened to it). */
export function promptTranslationNote(result: PromptTranslationOutcome): string | null {
  switch (result.outcome) {
    case 'english':
      return null;
    case 'translated':
      return `Translated from ${languageName(result.language)}: “${result.english}”`;
    case 'no-service':
      return (
        `The prompt (${languageName(result.language)}) was used as written: no translation service is ` +
        'configured on this server, and its local engines understand English words best.'
      );
    case 'failed':
      return (
        `The prompt (${languageName(result.language)}) was used as written: translating it to English ` +
        'failed this time.'
      );
  }
}
