import { describe, expect, it } from 'vitest';
import {
  PROMPT_LANGUAGE_RULES,
  judgePromptLanguage,
  languageName,
  letterProfile,
  needsLanguageDetector,
  planPromptTranslation,
  promptTranslationNote,
  type DetectorGuess,
} from './prompt-language';

const guess = (language: string, scores: Record<string, number>, reliable = true): DetectorGuess => ({
  language,
  reliable,
  scores,
});

describe('letterProfile', () => {
  it('reads words and scripts, leaving emoji, digits and punctuation out', () => {
    const p = letterProfile('Katze mit Sonnenbrille 😎, 2024!');
    expect(p.words).toBe('Katze mit Sonnenbrille');
    expect(p.wordCount).toBe(3);
    expect(p.letters).toBe(20);
    expect(p.main).toBe('latin');
  });
  it('has no script for emoji alone', () => {
    expect(letterProfile('🐱🚀 ✨').main).toBeNull();
  });
  it('counts Han letters as Japanese when kana is there, else as Han', () => {
    expect(letterProfile('桜の木の下の猫').main).toBe('kana');
    expect(letterProfile('熊猫吃竹子').main).toBe('han');
    expect(letterProfile('кот').main).toBe('cyrillic');
    expect(letterProfile('바다').main).toBe('hangul');
  });
});

describe('needsLanguageDetector: a short text in Latin letters is English', () => {
  it(`asks below ${PROMPT_LANGUAGE_RULES.minLatinWords} words or ${PROMPT_LANGUAGE_RULES.minLatinLetters} letters no detector`, () => {
    expect(needsLanguageDetector(letterProfile('Hund'))).toBe(false);
    expect(needsLanguageDetector(letterProfile('Sonnenuntergang'))).toBe(false); // one word
    expect(needsLanguageDetector(letterProfile('a cat'))).toBe(false); // 4 letters
    expect(needsLanguageDetector(letterProfile('kat op de bank'))).toBe(true);
    expect(needsLanguageDetector(letterProfile('🐱🚀'))).toBe(false);
  });
  it('asks for another script however short', () => {
    expect(needsLanguageDetector(letterProfile('猫'))).toBe(true);
  });
});

describe('judgePromptLanguage', () => {
  const latin = letterProfile('ein roter Fuchs im Schnee');
  it('takes a reliable guess that beats English by more than the margin', () => {
    expect(judgePromptLanguage(latin, guess('de', { de: 0.76, en: 0.3 }))).toBe('de');
  });
  it('keeps English when the guess is unreliable, English, or English is within the margin', () => {
    expect(judgePromptLanguage(latin, guess('de', { de: 0.76 }, false))).toBe('en');
    expect(judgePromptLanguage(latin, guess('en', { en: 0.8 }))).toBe('en');
    expect(judgePromptLanguage(latin, guess('tl', { tl: 0.75, en: 0.74 }))).toBe('en');
    expect(judgePromptLanguage(latin, guess('', {}))).toBe('en');
    expect(judgePromptLanguage(latin, null)).toBe('en');
  });
  it('counts short texts as English whatever a detector says', () => {
    expect(judgePromptLanguage(letterProfile('pizza'), guess('it', { it: 0.9 }))).toBe('en');
  });
  it('names Chinese, Japanese and Korean by their script, others by the guess or the script', () => {
    expect(judgePromptLanguage(letterProfile('熊猫吃竹子'), guess('ja', { ja: 0.7 }))).toBe('zh');
    expect(judgePromptLanguage(letterProfile('ねこ'), null)).toBe('ja');
    expect(judgePromptLanguage(letterProfile('고래'), null)).toBe('ko');
    expect(judgePromptLanguage(letterProfile('зимний лес'), guess('uk', { uk: 0.8 }))).toBe('uk');
    expect(judgePromptLanguage(letterProfile('зимний лес'), guess('', {}))).toBe('ru');
  });
});

describe('planPromptTranslation', () => {
  it('translates another language only with a hosted text engine', () => {
    expect(planPromptTranslation('en', true)).toEqual({ action: 'as-written' });
    expect(planPromptTranslation('de', true)).toEqual({ action: 'translate', language: 'de' });
    expect(planPromptTranslation('de', false)).toEqual({ action: 'no-service', language: 'de' });
  });
});

describe('promptTranslationNote', () => {
  it('says nothing of an English prompt', () => {
    expect(promptTranslationNote({ outcome: 'english' })).toBeNull();
  });
  it('records the English text used', () => {
    expect(
      promptTranslationNote({ outcome: 'translated', language: 'de', english: 'a red fox in the snow' }),
    ).toBe('Translated from German: “a red fox in the snow”');
  });
  it('says plainly that nothing translates without a service, and when translating failed', () => {
    expect(promptTranslationNote({ outcome: 'no-service', language: 'fr' })).toBe(
      'The prompt (French) was used as written: no translation service is configured on this server, and ' +
        'its local engines understand English words best.',
    );
    expect(promptTranslationNote({ outcome: 'failed', language: 'ja' })).toBe(
      'The prompt (Japanese) was used as written: translating it to English failed this time.',
    );
  });
  it('names languages in English, or by code when unknown', () => {
    expect(languageName('zh')).toBe('Chinese');
    expect(languageName('xx-not-a-code!')).toBe('xx-not-a-code!');
  });
});
