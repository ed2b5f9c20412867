// The contradiction checker for prompt ideas: reads an idea's text the way a person would and
// says what cannot all be true at once. Words give facts (`image-scene-lexicon.ts`, `image-look-lexicon.ts`):
// the hour, the sky and the light it needs, the season, indoors or out, the place, the palette, the camera,
// the mood. The keywords' subject gives more (`image-subject-place.ts`): a canyon is a place of its own, a
// frosty morning has no outline, a bear is too big for a macro lens. Two facts that clash
// (`image-fact-clash.ts`) are a contradiction, unless the user typed both. A word said twice in the title or
// twice in the description (by stem: "smudged … Smudged") is flagged too. It knows nothing of the generator:
// the engine uses it as a gate, and it is tested on its own with written examples.
import { clash, type ClashKind } from './image-fact-clash';
import type { SceneFact } from './image-scene-fact';
import { SCENE_LEXICON } from './image-scene-lexicon';
import { subjectFacts } from './image-subject-place';
import { grammarProblems } from './image-idea-grammar';
import { repeatedWords, titleRepeats } from './image-word-stems';
import { sceneKeywordParts } from './image-keyword-scene';
import { isTagWord } from './image-tag-word';

/** `grammar`: a feeling used as a thing, or a title cut off at its verb (`image-idea-grammar.ts`). */
export type ProblemKind = ClashKind | 'repeat' | 'grammar';

export interface IdeaProblem {
  kind: ProblemKind;
  /** The words that disagree, as they appear in the text (lower case). */
  words: [string, string];
}

/** What a text says about its scene: each fact with the words that said it. */
export interface SceneReading {
  /** In the order the text says them. */
  facts: { fact: SceneFact; words: string; at: number }[];
}

const readings = new Map<string, SceneReading>();

export function readScene(text: string): SceneReading {
  const cached = readings.get(text);
  if (cached) return cached;
  const lower = text.toLowerCase();
  const found: (SceneReading['facts'][number] & { end: number })[] = [];
  for (const entry of SCENE_LEXICON) {
    for (const match of lower.matchAll(entry.pattern))
      found.push({ fact: entry.fact, words: match[0], at: match.index, end: match.index + match[0].length });
  }
  // A phrase read whole ("frosted blues with a hint of violet") hides the shorter readings inside it.
  const wholes = found.filter((f) => f.fact.whole);
  const facts = found
    .filter(
      (f) => !wholes.some((w) => w !== f && w.at <= f.at && f.end <= w.end && w.end - w.at > f.end - f.at),
    )
    .map(({ fact, words, at }) => ({ fact, words, at }))
    .sort((a, b) => a.at - b.at);
  const reading = { facts };
  // Phrases of the vocabulary come back again and again; whole ideas rarely do.
  if (readings.size > 5000) readings.clear();
  readings.set(text, reading);
  return reading;
}

type Found = SceneReading['facts'][number];

const subjects = new Map<string, Found[]>();

/**
 * What the user's keywords say about the subject itself (a place, a moment, a small thing), as facts whose
 * words are the keywords: they count as the user's own.
 */
export function keywordSubjectFacts(given: string): Found[] {
  const known = subjects.get(given);
  if (known) return known;
  const typed = given
    .split(/[,;|\n]+/)
    .map((k) => k.trim())
    .filter(Boolean);
  // A style or a mood typed among the keywords ("cinematic", "cozy") is not the subject.
  const things = typed.filter((k) => !isTagWord(k));
  const keywords = things.length > 0 ? things : typed;
  const facts = subjectFacts(keywords.map((k) => sceneKeywordParts(k).thing ?? k));
  const found = facts && keywords[0] ? [{ fact: facts, words: keywords[0].toLowerCase(), at: -1 }] : [];
  if (subjects.size > 5000) subjects.clear();
  subjects.set(given, found);
  return found;
}

export interface CheckOptions {
  /**
   * What the user typed. A disagreement found entirely inside it is the user's own choice ("sunny night")
   * and not the engine's; one between it and the engine's words still counts.
   */
  given?: string;
  /**
   * More words that stand for the user's ("a feline" for "cat", the keywords as the engine joined them):
   * their facts are the user's too, but they allow no word to be said more often.
   */
  alsoGiven?: string;
}

/**
 * An idea's title, when its text starts with one: a few capitalised words before the first full stop
 * ("Mountain Lake No. 6. A loose watercolor…"). Titles echo their description by design ("Watercolor
 * Lake" over "a watercolor of a lake"), so repetition is counted in each on its own.
 */
export function splitTitle(text: string): { title: string; body: string } {
  const match = /^((?:\bNo\.(?= \d)|[^.])+)\.\s+(.*)$/su.exec(text);
  const title = match?.[1] ?? '';
  const words = title.split(/\s+/).filter(Boolean);
  const titleLike =
    words.length > 0 &&
    words.length <= 8 &&
    words.every(
      (w) => !/^\p{Ll}/u.test(w) || /^(?:a|an|and|as|at|by|for|in|of|on|or|the|to|with|over|under)$/.test(w),
    );
  return titleLike ? { title, body: match?.[2] ?? '' } : { title: '', body: text };
}

/** Every contradiction in an idea's text (title and description together), none when it is coherent. */
export function checkIdea(text: string, options: CheckOptions = {}): IdeaProblem[] {
  const given = options.given ?? '';
  const userText = options.alsoGiven ? `${given}, ${options.alsoGiven}` : given;
  const givenWords = new Set([...readScene(userText).facts.map((f) => f.words)]);
  const subject = keywordSubjectFacts(userText);
  for (const f of subject) givenWords.add(f.words);
  const facts = [...subject, ...readScene(text).facts];
  const problems: IdeaProblem[] = [];
  const said = new Set<string>();
  for (let i = 0; i < facts.length; i++) {
    for (let j = i + 1; j < facts.length; j++) {
      const a = facts[i] as Found;
      const b = facts[j] as Found;
      if (givenWords.has(a.words) && givenWords.has(b.words)) continue;
      const kind = clash(a.fact, b.fact);
      const key = `${kind}|${a.words}|${b.words}`;
      if (!kind || said.has(key)) continue;
      said.add(key);
      problems.push({ kind, words: [a.words, b.words] });
    }
  }
  const { title, body } = splitTitle(text);
  for (const word of [...repeatedWords(body, given), ...titleRepeats(title)])
    problems.push({ kind: 'repeat', words: [word, word] });
  for (const word of grammarProblems(title, body)) problems.push({ kind: 'grammar', words: [word, word] });
  return problems;
}

/** Whether two pieces of scene text can stand in one idea. */
export function compatible(a: string, b: string): boolean {
  const x = readScene(a).facts;
  const y = readScene(b).facts;
  return x.every((f) => y.every((g) => clash(f.fact, g.fact) === null));
}
