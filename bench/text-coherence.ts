/**
 * Coherent words: the local text engines on the test half (odd positions) of the held-out sets
 * in `text-coherence/`, written before tuning. Prompt ideas: contradiction rate by the checker. Lyrics:
 * contradiction rate by the lyric checker (hour or season against the subject, point of view), lines under
 * four words and choruses that state the hook. Q&A: pairs produced against pairs asked, and questions
 * that copy their answer. Samples go to `results/text-coherence/` as text; what a person found reading
 * them is recorded in `text-coherence/reading.ts` and printed with the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  generateChatQuestions,
  generateImageIdeas,
  generateMusicIdeas,
  writeSongSection,
} from '@muse/providers';
import { checkIdea } from '../packages/providers/src/local/text/image-idea-checker';
import { checkLyrics } from '../packages/providers/src/local/text/lyric-checker';
import { mendSpelling } from '../packages/providers/src/local/text/spelling';
import type { BenchResult } from './run';
import { IDEA_SETS } from './text-coherence/idea-sets';
import { FINAL_IDEA_SETS } from './text-coherence/idea-sets-final';
import { FRESH_IDEA_SETS } from './text-coherence/idea-sets-fresh';
import { HOLDOUT_IDEA_SETS } from './text-coherence/idea-sets-holdout';
import { SIXTH_IDEA_SETS } from './text-coherence/idea-sets-sixth';
import { QA_TEXTS } from './text-coherence/qa-texts';
import { HOLDOUT_QA_TEXTS } from './text-coherence/qa-texts-holdout';
import { SIXTH_QA_TEXTS } from './text-coherence/qa-texts-sixth';
import { READING } from './text-coherence/reading';
import { SONG_BRIEFS } from './text-coherence/song-briefs';
import { FINAL_SONG_BRIEFS } from './text-coherence/song-briefs-final';
import { HOLDOUT_SONG_BRIEFS } from './text-coherence/song-briefs-holdout';
import { SIXTH_SONG_BRIEFS } from './text-coherence/song-briefs-sixth';

/**
 * `TEXT_HALF=dev` writes the development half instead (even positions); `TEXT_HALF=fresh` writes prompt ideas
 * for the third keyword set (`idea-sets-fresh.ts`), written and read after both halves were tuned on;
 * `TEXT_HALF=final` writes ideas and lyrics for the fourth sets (`*-final.ts`), read once and then tuned on;
 * `TEXT_HALF=holdout` writes ideas, lyrics and Q&A for the fifth sets (`*-holdout.ts`), written blind after
 * all of that and read once by a reader who had seen none of the others, then tuned on; `TEXT_HALF=sixth`
 * the sixth sets (`*-sixth.ts`), written blind after that and read once.
 */
const DEV = process.env.TEXT_HALF === 'dev';
const FRESH = process.env.TEXT_HALF === 'fresh';
const FINAL = process.env.TEXT_HALF === 'final';
const HOLDOUT = process.env.TEXT_HALF === 'holdout';
const SIXTH = process.env.TEXT_HALF === 'sixth';
const HALF = SIXTH
  ? 'sixth set'
  : HOLDOUT
    ? 'holdout set'
    : FINAL
      ? 'final set'
      : FRESH
        ? 'fresh set'
        : DEV
          ? 'dev half'
          : 'test half';
const chosenHalf = <T>(items: readonly T[]): { item: T; index: number }[] =>
  items
    .map((item, index) => ({ item, index }))
    .filter(({ index }) => FRESH || FINAL || HOLDOUT || SIXTH || index % 2 === (DEV ? 0 : 1));

const percent = (n: number, of: number): string => `${of === 0 ? 0 : ((100 * n) / of).toFixed(1)}%`;

const ideaSets = SIXTH
  ? SIXTH_IDEA_SETS
  : HOLDOUT
    ? HOLDOUT_IDEA_SETS
    : FINAL
      ? FINAL_IDEA_SETS
      : FRESH
        ? FRESH_IDEA_SETS
        : IDEA_SETS;
const songBriefs = SIXTH
  ? SIXTH_SONG_BRIEFS
  : HOLDOUT
    ? HOLDOUT_SONG_BRIEFS
    : FINAL
      ? FINAL_SONG_BRIEFS
      : SONG_BRIEFS;
const qaTexts = SIXTH ? SIXTH_QA_TEXTS : HOLDOUT ? HOLDOUT_QA_TEXTS : QA_TEXTS;

function ideas(out: string[]): Record<string, number | string> {
  let total = 0;
  let contradicted = 0;
  let asked = 0;
  const started = performance.now();
  for (const { item, index } of chosenHalf(ideaSets)) {
    // The keywords as the engine reads them (a typo mended, a name capitalised), so that "giraff" is not
    // taken for a small thing the engine's "giraffe" contradicts.
    const given = [mendSpelling(item.keywords), ...(item.tags ?? [])].join(', ');
    const result = generateImageIdeas({ ...item, seed: index });
    asked += 4;
    out.push(`## ${index}: ${given}`);
    for (const idea of result) {
      total++;
      const problems = checkIdea(`${idea.name}. ${idea.description}`, { given });
      if (problems.length > 0) contradicted++;
      const note = problems.map((p) => ` [${p.kind}: ${p.words.join(' / ')}]`).join('');
      out.push(`- ${idea.name} | ${idea.description}${note}`);
    }
    out.push('');
  }
  return {
    [`ideas: sets (${HALF})`]: chosenHalf(ideaSets).length,
    'ideas: written / asked': `${total} / ${asked}`,
    'ideas: contradiction rate (checker)': percent(contradicted, total),
    'ideas: ms per answer of 4': Math.round((performance.now() - started) / chosenHalf(ideaSets).length),
  };
}

function lyrics(out: string[]): Record<string, number | string> {
  let lines = 0;
  let short = 0;
  let songs = 0;
  let hooks = 0;
  let contradicted = 0;
  let badLines = 0;
  for (const { item, index } of chosenHalf(songBriefs)) {
    const [idea] = generateMusicIdeas({ ...item, musicType: 'song', count: 1, seed: index });
    if (!idea) continue;
    const verse = writeSongSection({
      type: 'verse',
      lyrics: idea.lyrics,
      keywords: item.keywords,
      tags: item.tags,
      seed: index,
    });
    const song = `${idea.lyrics}\n\n[Verse]\n${verse}`;
    songs++;
    const sung = song.split('\n').filter((l) => l.trim() !== '' && !/^\[.*\]$/.test(l.trim()));
    lines += sung.length;
    short += sung.filter((l) => l.trim().split(/\s+/).length < 4).length;
    const chorus = /\[Chorus\]\n([^\n]+)/.exec(song)?.[1]?.toLowerCase() ?? '';
    const keyWords = item.keywords.toLowerCase().match(/[\p{L}]{3,}/gu) ?? [];
    if (keyWords.some((w) => chorus.includes(w))) hooks++;
    // The checker reads the whole song: first lyrics and the new verse, against the brief's keywords.
    const problems = checkLyrics(sung, { subject: item.keywords, tags: item.tags });
    if (problems.length > 0) contradicted++;
    badLines += new Set(problems.map((p) => p.line)).size;
    const notes = problems.map((p) => `[${p.kind}: ${p.line} — ${p.words.join(' / ')}]`);
    out.push(`## ${index}: ${item.keywords} (${item.tags.join(', ')}) — ${idea.name}`, song, ...notes, '');
  }
  return {
    [`lyrics: songs (${HALF})`]: songs,
    'lyrics: contradiction rate (checker, songs)': percent(contradicted, songs),
    'lyrics: lines the checker flags': `${badLines} / ${lines}`,
    'lyrics: lines under 4 words': `${short} / ${lines}`,
    'lyrics: chorus opens on the hook': `${hooks} / ${songs}`,
  };
}

/** A question that is its answer's sentence with a question mark: most of its words in the same order. */
function copies(question: string, answer: string): boolean {
  const q = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const a = ` ${(answer.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')} `;
  return q.length >= 6 && a.includes(` ${q.slice(1).join(' ')} `);
}

function qa(out: string[]): Record<string, number | string> {
  let asked = 0;
  let made = 0;
  let copied = 0;
  let answerWords = 0;
  for (const { item, index } of chosenHalf(qaTexts)) {
    const pairs = generateChatQuestions({ text: item.text, topic: item.topic, count: item.count });
    asked += item.count;
    made += pairs.length;
    out.push(`## ${index}: ${item.topic} (${pairs.length} of ${item.count})`);
    for (const pair of pairs) {
      if (copies(pair.question, pair.answer)) copied++;
      answerWords += pair.answer.split(/\s+/).length;
      out.push(`Q: ${pair.question}`, `A: ${pair.answer}`);
    }
    out.push('');
  }
  return {
    [`qa: texts (${HALF})`]: chosenHalf(qaTexts).length,
    'qa: pairs written / asked': `${made} / ${asked}`,
    'qa: questions copying the sentence': `${copied} / ${made}`,
    'qa: mean answer words': made === 0 ? 0 : Math.round((10 * answerWords) / made) / 10,
  };
}

export async function textCoherence(): Promise<BenchResult> {
  const dir = join(import.meta.dirname, 'results', 'text-coherence');
  mkdirSync(dir, { recursive: true });
  const ideaText: string[] = [];
  const lyricText: string[] = [];
  const qaText: string[] = [];
  // The fresh set is keyword sets for ideas only; the final sets are ideas and song briefs.
  const figures: Record<string, number | string> = {
    ...ideas(ideaText),
    ...(FRESH ? {} : lyrics(lyricText)),
    ...(FRESH || FINAL ? {} : qa(qaText)),
  };
  const suffix = SIXTH
    ? '-sixth'
    : HOLDOUT
      ? '-holdout'
      : FINAL
        ? '-final'
        : FRESH
          ? '-fresh'
          : DEV
            ? '-dev'
            : '';
  writeFileSync(join(dir, `ideas${suffix}.txt`), ideaText.join('\n'));
  if (!FRESH) writeFileSync(join(dir, `lyrics${suffix}.txt`), lyricText.join('\n'));
  if (!FRESH && !FINAL) writeFileSync(join(dir, `qa${suffix}.txt`), qaText.join('\n'));
  for (const r of READING)
    figures[`read: ${r.set}`] = `${r.contradictions} contradictions in ${r.read} read — ${r.note}`;
  return { name: 'text-coherence', figures };
}
