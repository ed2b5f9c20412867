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
import { IDEA_SETS, type IdeaSet } from './text-coherence/idea-sets';
import { FINAL_IDEA_SETS } from './text-coherence/idea-sets-final';
import { FRESH_IDEA_SETS } from './text-coherence/idea-sets-fresh';
import { HOLDOUT_IDEA_SETS } from './text-coherence/idea-sets-holdout';
import { SIXTH_IDEA_SETS } from './text-coherence/idea-sets-sixth';
import { SEVENTH_IDEA_SETS } from './text-coherence/idea-sets-seventh';
import { EIGHTH_IDEA_SETS } from './text-coherence/idea-sets-eighth';
import { NINTH_IDEA_SETS } from './text-coherence/idea-sets-ninth';
import { QA_TEXTS, type QaText } from './text-coherence/qa-texts';
import { HOLDOUT_QA_TEXTS } from './text-coherence/qa-texts-holdout';
import { SIXTH_QA_TEXTS } from './text-coherence/qa-texts-sixth';
import { SEVENTH_QA_TEXTS } from './text-coherence/qa-texts-seventh';
import { EIGHTH_QA_TEXTS } from './text-coherence/qa-texts-eighth';
import { NINTH_QA_TEXTS } from './text-coherence/qa-texts-ninth';
import { READING } from './text-coherence/reading';
import { SONG_BRIEFS, type SongBrief } from './text-coherence/song-briefs';
import { FINAL_SONG_BRIEFS } from './text-coherence/song-briefs-final';
import { HOLDOUT_SONG_BRIEFS } from './text-coherence/song-briefs-holdout';
import { SIXTH_SONG_BRIEFS } from './text-coherence/song-briefs-sixth';
import { SEVENTH_SONG_BRIEFS } from './text-coherence/song-briefs-seventh';
import { EIGHTH_SONG_BRIEFS } from './text-coherence/song-briefs-eighth';
import { NINTH_SONG_BRIEFS } from './text-coherence/song-briefs-ninth';
import { TENTH_SONG_BRIEFS } from './text-coherence/song-briefs-tenth';

/** One evaluation set of each engine: keyword sets, song briefs and texts (an engine left out is not run). */
interface TextSets {
  label: string;
  /** Appended to the samples' file names. */
  suffix: string;
  ideas?: readonly IdeaSet[];
  songs?: readonly SongBrief[];
  qa?: readonly QaText[];
  /** Whether every item is read, or only the test (odd) or development (even) half. */
  whole: boolean;
}

/**
 * By `TEXT_HALF`: the first sets' test half by default, `dev` their development half; `fresh` the third
 * keyword sets, written and read after both halves were tuned on; `final` the fourth sets, read once and
 * then tuned on; `holdout` the fifth, written blind after all of that and read once by a reader who had
 * seen none of the others, then tuned on; `sixth` and `seventh` written blind after that and read once;
 * `eighth` song briefs alone, written blind for the lyric kits and read once; `ninth` a round of all three
 * (idea-sets-eighth, song-briefs-ninth, qa-texts-eighth) written blind before the next tuning and read once;
 * `tenth` the next such round (idea-sets-ninth, song-briefs-tenth, qa-texts-ninth).
 */
const SETS: Record<string, TextSets> = {
  test: { label: 'test half', suffix: '', ideas: IDEA_SETS, songs: SONG_BRIEFS, qa: QA_TEXTS, whole: false },
  dev: {
    label: 'dev half',
    suffix: '-dev',
    ideas: IDEA_SETS,
    songs: SONG_BRIEFS,
    qa: QA_TEXTS,
    whole: false,
  },
  fresh: { label: 'fresh set', suffix: '-fresh', ideas: FRESH_IDEA_SETS, whole: true },
  final: {
    label: 'final set',
    suffix: '-final',
    ideas: FINAL_IDEA_SETS,
    songs: FINAL_SONG_BRIEFS,
    whole: true,
  },
  holdout: {
    label: 'holdout set',
    suffix: '-holdout',
    ideas: HOLDOUT_IDEA_SETS,
    songs: HOLDOUT_SONG_BRIEFS,
    qa: HOLDOUT_QA_TEXTS,
    whole: true,
  },
  sixth: {
    label: 'sixth set',
    suffix: '-sixth',
    ideas: SIXTH_IDEA_SETS,
    songs: SIXTH_SONG_BRIEFS,
    qa: SIXTH_QA_TEXTS,
    whole: true,
  },
  seventh: {
    label: 'seventh set',
    suffix: '-seventh',
    ideas: SEVENTH_IDEA_SETS,
    songs: SEVENTH_SONG_BRIEFS,
    qa: SEVENTH_QA_TEXTS,
    whole: true,
  },
  eighth: { label: 'eighth set', suffix: '-eighth', songs: EIGHTH_SONG_BRIEFS, whole: true },
  // The ninth blind round: the eighth keyword sets and Q&A texts, the ninth song briefs.
  ninth: {
    label: 'ninth round',
    suffix: '-ninth',
    ideas: EIGHTH_IDEA_SETS,
    songs: NINTH_SONG_BRIEFS,
    qa: EIGHTH_QA_TEXTS,
    whole: true,
  },
  // The tenth blind round: the ninth keyword sets and Q&A texts, the tenth song briefs.
  tenth: {
    label: 'tenth round',
    suffix: '-tenth',
    ideas: NINTH_IDEA_SETS,
    songs: TENTH_SONG_BRIEFS,
    qa: NINTH_QA_TEXTS,
    whole: true,
  },
};

const chosen = process.env.TEXT_HALF ?? 'test';
const SET = SETS[chosen];
if (!SET) throw new Error(`TEXT_HALF must be one of ${Object.keys(SETS).join(', ')}, not "${chosen}"`);
const HALF = SET.label;
const DEV = chosen === 'dev';
const chosenHalf = <T>(items: readonly T[]): { item: T; index: number }[] =>
  items
    .map((item, index) => ({ item, index }))
    .filter(({ index }) => SET.whole || index % 2 === (DEV ? 0 : 1));

const percent = (n: number, of: number): string => `${of === 0 ? 0 : ((100 * n) / of).toFixed(1)}%`;

const ideaSets = SET.ideas ?? [];
const songBriefs = SET.songs ?? [];
const qaTexts = SET.qa ?? [];

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
  const started = performance.now();
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
    const problems = checkLyrics(sung, { subject: mendSpelling(item.keywords), tags: item.tags });
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
    // One idea's first lyrics and one more verse, as a user writing a song asks for them.
    'lyrics: ms per song': songs === 0 ? 0 : Math.round((performance.now() - started) / songs),
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
    ...(SET.ideas ? ideas(ideaText) : {}),
    ...(SET.songs ? lyrics(lyricText) : {}),
    ...(SET.qa ? qa(qaText) : {}),
  };
  if (SET.ideas) writeFileSync(join(dir, `ideas${SET.suffix}.txt`), ideaText.join('\n'));
  if (SET.songs) writeFileSync(join(dir, `lyrics${SET.suffix}.txt`), lyricText.join('\n'));
  if (SET.qa) writeFileSync(join(dir, `qa${SET.suffix}.txt`), qaText.join('\n'));
  for (const r of READING)
    figures[`read: ${r.set}`] = `${r.contradictions} contradictions in ${r.read} read — ${r.note}`;
  return { name: 'text-coherence', figures };
}
