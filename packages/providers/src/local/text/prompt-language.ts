/**
 * The language of a prompt: ELD (Efficient Language Detector, `eld`, its "small" n-gram database: 60
 * languages) reads the words, and @muse/domain's rules judge the answer (a short or ambiguous text counts as
 * English; another script is another language however short). The database (about 1.6 MB of JavaScript,
 * ~50 MB once loaded) is imported on the first prompt that needs it, not at start.
 */
import { judgePromptLanguage, letterProfile, needsLanguageDetector, type DetectorGuess } from '@muse/domain';

interface Eld {
  detect(text: string): { language: string; getScores(): Record<string, number>; isReliable(): boolean };
}

let detector: Promise<Eld> | null = null;

function loadDetector(): Promise<Eld> {
  detector ??= import('eld/small').then((m) => m.eld as Eld);
  return detector;
}

/** What the statistical detector says of `words` (already reduced to letters by the domain's profile). */
export async function guessLanguage(words: string): Promise<DetectorGuess> {
  const result = (await loadDetector()).detect(words);
  return { language: result.language, reliable: result.isReliable(), scores: result.getScores() };
}

/** The language of a prompt as ISO 639-1; 'en' for English and for what cannot be told. */
export async function detectPromptLanguage(text: string): Promise<string> {
  const profile = letterProfile(text);
  const guess = needsLanguageDetector(profile) ? await guessLanguage(profile.words) : null;
  return judgePromptLanguage(profile, guess);
}
