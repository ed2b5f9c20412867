/**
 * Music quality: renders the test half of the 24 held-out song briefs (the dev half too with
 * MUSIC_QUALITY_SPLIT=dev or all) through the local music engine ("mozart") at the Music Pro default
 * length, writes the MP3s and an index.md to bench/results/music-quality/, and measures each song: render
 * speed (× real time, wall and CPU), loudness and true peak of the master (on the PCM before MP3 encoding,
 * as music-engine.ts does), length, notes in key, tempo (as the composer asks for it, and kept by the
 * mix), the vocal's held notes in tune and not one grain looped, and its words of several syllables sung
 * whole (on the dry voice, sung again beside the mix to get the singer's alignment). The engine's score
 * comes from its own state.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSongLength } from '@muse/domain';
import { createProviderRegistry, type MusicRequest } from '@muse/providers';
import { lyricSections } from '../packages/providers/src/local/music/compose/form';
import { mp3Frames } from '../packages/providers/src/local/music/mp3-frames';
import { readState } from '../packages/providers/src/local/music/state';
import { integratedLoudness, truePeak } from '../packages/providers/src/local/music/synth/lufs';
import { render, samplesFor } from '../packages/providers/src/local/music/synth/render';
import { singWords } from '../packages/providers/src/local/music/synth/singing/sing';
import { loadEspeak } from '../packages/providers/src/local/speech/espeak';
import { MUSIC_BRIEFS, type MusicBrief, type Split } from './music-quality/briefs';
import {
  beatLock,
  heldNotesInTune,
  heldNotesLooped,
  notesInKey,
  share,
  tempoCheck,
  wordsSungWhole,
  type Count,
} from './music-quality/checks';
import type { BenchResult } from './run';

const GOALS = {
  speed: 15,
  lufs: { target: -14, tolerance: 1 },
  truePeak: -1,
} as const;

interface SongFigures {
  file: string;
  brief: MusicBrief & { split: Split };
  seed: number;
  wallMs: number;
  cpuMs: number;
  seconds: number;
  mp3Seconds: number;
  lufs: number;
  truePeak: number;
  key: string;
  tempo: number;
  expectedTempo: [number, number];
  wholeBars: boolean;
  tempoInRange: boolean;
  beat: { contrast: number; offContrast: number; locked: boolean };
  melodyInKey: Count;
  pitchedInKey: Count;
  inTune?: Count;
  looped?: Count;
  words?: Count & { missed: string[] };
  lines?: Count;
}

export async function musicQuality(): Promise<BenchResult> {
  const which = process.env.MUSIC_QUALITY_SPLIT ?? 'test';
  const splits: Split[] = which === 'all' ? ['dev', 'test'] : which === 'dev' ? ['dev'] : ['test'];
  const lengthSeconds = defaultSongLength('paid');
  const engine = createProviderRegistry({}).requireModel('mozart', 'music');
  const espeak = await loadEspeak();
  // Warm up: the first call builds the wavetables and the drum kit and compiles the MP3 encoder.
  const first = MUSIC_BRIEFS.find((b) => b.lyrics)!;
  await engine.compose({ ...requestOf(first, 10), seed: 1 });

  const dir = join(import.meta.dirname, 'results', 'music-quality');
  mkdirSync(dir, { recursive: true });
  const figures: BenchResult['figures'] = {};
  const all: SongFigures[] = [];
  for (const split of splits) {
    const songs: SongFigures[] = [];
    for (const [index, brief] of MUSIC_BRIEFS.entries()) {
      if (brief.split !== split) continue;
      const seed = index + 1;
      const request: MusicRequest = { ...requestOf(brief, lengthSeconds), seed };
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const result = await engine.compose(request);
      const wallMs = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      const file = `${String(index + 1).padStart(2, '0')}-${slug(brief.name)}.mp3`;
      writeFileSync(join(dir, file), result.audio);

      const state = readState(result.state);
      if (!state) throw new Error(`The engine returned no score for "${brief.name}".`);
      const { score } = state;
      const pcm = await render(score, { timbre: state.timbre, seed: state.seed });
      const tempo = tempoCheck(score, request);
      const key = notesInKey(score);
      const song: SongFigures = {
        file,
        brief,
        seed,
        wallMs,
        cpuMs: (cpu.user + cpu.system) / 1000,
        seconds: result.durationSeconds,
        mp3Seconds: mp3Frames(result.audio).seconds,
        lufs: integratedLoudness(pcm.left, pcm.right),
        truePeak: truePeak(pcm.left, pcm.right),
        key: `${score.key} ${score.mode}`,
        tempo: score.tempo,
        expectedTempo: tempo.expected,
        wholeBars: tempo.wholeBars,
        tempoInRange: tempo.inRange,
        beat: beatLock(pcm.left, pcm.right, score.tempo),
        melodyInKey: key.melody,
        pitchedInKey: key.pitched,
      };
      const lead = score.tracks.find((t) => t.role === 'lead');
      if (score.vocal && lead) {
        const vocal = new Float32Array(samplesFor(score.lengthSeconds));
        const alignment = await singWords(vocal, lead.notes, score.vocal);
        if (alignment) {
          song.inTune = heldNotesInTune(vocal, alignment);
          song.looped = heldNotesLooped(vocal, alignment);
          song.words = wordsSungWhole(lead.notes, alignment, (w) => espeak.phonemes(w, 'en-US'));
        }
        const lines = lyricSections(brief.lyrics).flatMap((s) => s.lines).length;
        song.lines = { yes: new Set(lead.notes.map((n) => n.lyric?.line)).size, of: lines };
      }
      songs.push(song);
      figures[`${split} ${file.replace(/\.mp3$/, '')}`] = describe(song);
    }
    summarise(split, songs, lengthSeconds, figures);
    all.push(...songs);
  }
  writeFileSync(join(dir, 'index.md'), indexOf(all, lengthSeconds, figures));
  figures['audio samples'] = dir;
  return { name: 'music-quality', figures };
}

function requestOf(brief: MusicBrief, lengthSeconds: number): Omit<MusicRequest, 'seed'> {
  return {
    keywords: brief.keywords,
    tags: brief.tags,
    musicType: brief.musicType,
    lengthSeconds,
    ...(brief.lyrics ? { lyrics: brief.lyrics } : {}),
  };
}

/** One song's figures in one line. */
function describe(s: SongFigures): string {
  const parts = [
    `${round(speed(s.seconds, s.wallMs))}× (CPU ${round(speed(s.seconds, s.cpuMs))}×)`,
    `${round(s.lufs)} LUFS`,
    `${round(s.truePeak)} dBTP`,
    `${round(s.seconds)} s`,
    `${s.key} ${round(s.tempo)} BPM${s.wholeBars && s.tempoInRange ? '' : ' (tempo off)'}, beat ${round(s.beat.contrast)}/${round(s.beat.offContrast)}${s.beat.locked ? '' : ' (not kept)'}`,
    `in key ${percent(s.pitchedInKey)}`,
  ];
  if (s.inTune) parts.push(`in tune ${percent(s.inTune)}`);
  if (s.looped) parts.push(`cycles copied ${percent(s.looped)}`);
  if (s.words) parts.push(`whole words ${s.words.yes}/${s.words.of}`);
  return parts.join(', ');
}

function summarise(
  split: Split,
  songs: SongFigures[],
  lengthSeconds: number,
  figures: BenchResult['figures'],
): void {
  const p = `${split}:`;
  const sung = songs.filter((s) => s.inTune);
  const seconds = songs.reduce((a, s) => a + s.seconds, 0);
  const wall = songs.reduce((a, s) => a + s.wallMs, 0);
  const cpu = songs.reduce((a, s) => a + s.cpuMs, 0);
  figures[`${p} songs rendered (sung)`] = `${songs.length} (${sung.length})`;
  figures[`${p} × real time wall / CPU (goal ≥ ${GOALS.speed})`] =
    `${round(speed(seconds, wall))} / ${round(speed(seconds, cpu))}, slowest wall ${round(Math.min(...songs.map((s) => speed(s.seconds, s.wallMs))))}`;
  const lufs = songs.map((s) => s.lufs);
  const lufsOk = songs.filter((s) => Math.abs(s.lufs - GOALS.lufs.target) <= GOALS.lufs.tolerance).length;
  figures[`${p} LUFS min / mean / max (goal −14 ± 1)`] =
    `${round(Math.min(...lufs))} / ${round(mean(lufs))} / ${round(Math.max(...lufs))}, ${lufsOk} / ${songs.length} within`;
  const peaks = songs.map((s) => s.truePeak);
  figures[`${p} true peak max dBTP (goal ≤ −1)`] =
    `${round(Math.max(...peaks))}, ${songs.filter((s) => s.truePeak <= GOALS.truePeak).length} / ${songs.length} within`;
  const lengths = songs.map((s) => s.seconds);
  figures[`${p} length min / max s (asked ${lengthSeconds})`] =
    `${round(Math.min(...lengths))} / ${round(Math.max(...lengths))}; MP3 ${round(Math.min(...songs.map((s) => s.mp3Seconds)))} / ${round(Math.max(...songs.map((s) => s.mp3Seconds)))}`;
  figures[`${p} melody notes in key or chord (goal 100%)`] = share(total(songs.map((s) => s.melodyInKey)));
  figures[`${p} all pitched notes in key or chord`] = share(total(songs.map((s) => s.pitchedInKey)));
  figures[`${p} tempo in whole bars, genre/mood range (goal all)`] =
    `${songs.filter((s) => s.wholeBars && s.tempoInRange).length} / ${songs.length}`;
  figures[`${p} mix keeps the score's beat (goal all)`] =
    `${songs.filter((s) => s.beat.locked).length} / ${songs.length}, contrast min ${round(Math.min(...songs.map((s) => s.beat.contrast)))} vs ±1–3 % max ${round(Math.max(...songs.map((s) => s.beat.offContrast)))}`;
  if (sung.length === 0) return;
  figures[`${p} held vocal notes within 50 cents (goal all; test > 80%)`] =
    `${share(total(sung.map((s) => s.inTune!)))}, worst song ${percent(worst(sung.map((s) => s.inTune!)))}`;
  figures[`${p} held notes' consecutive cycles that copy the one before (one grain looped; goal none)`] =
    share(total(sung.map((s) => s.looped!)));
  figures[`${p} multi-syllable words sung whole (goal all)`] = share(total(sung.map((s) => s.words!)));
  figures[`${p} words not sung whole`] = sung.flatMap((s) => s.words!.missed).join(', ') || 'none';
  figures[`${p} lyric lines sung`] = share(total(sung.map((s) => s.lines!)));
}

function indexOf(songs: SongFigures[], lengthSeconds: number, figures: BenchResult['figures']): string {
  const rows = songs.map((s) => {
    const b = s.brief;
    const tags = Object.values(b.tags).flat().join(', ');
    return [
      `[${s.file}](${s.file})`,
      b.split,
      `**${b.name}**: “${b.keywords}”; ${tags}; ${b.lyrics ? 'song with lyrics' : b.musicType === 'song' ? 'song' : 'instrumental'}`,
      `${round(speed(s.seconds, s.wallMs))}× / ${round(speed(s.seconds, s.cpuMs))}×`,
      round(s.lufs),
      round(s.truePeak),
      round(s.seconds),
      `${s.key}, ${round(s.tempo)} (${round(s.expectedTempo[0])}–${round(s.expectedTempo[1])})${s.wholeBars ? '' : ', not whole bars'}`,
      `${round(s.beat.contrast)} / ${round(s.beat.offContrast)}${s.beat.locked ? '' : ' ✗'}`,
      percent(s.pitchedInKey),
      s.inTune ? share(s.inTune) : '—',
      s.words
        ? `${share(s.words)}${s.words.missed.length ? `; not: ${s.words.missed.join(', ')}` : ''}`
        : '—',
      s.lines ? `${s.lines.yes} / ${s.lines.of}` : '—',
    ].join(' | ');
  });
  const summary = Object.entries(figures)
    .filter(([k]) => /^(dev|test):/.test(k))
    .map(([k, v]) => `- ${k}: ${v}`);
  return [
    '# Music quality: audio samples',
    '',
    `Written by \`npm run bench -- music-quality\` on ${new Date().toISOString()}. Each song is ${lengthSeconds} s (the Music Pro default) from the local engine "mozart", seed = brief number.`,
    'Speed is track seconds per wall (and CPU) second of the whole engine call (compose, render, MP3). Loudness and true peak are of the master before MP3 encoding.',
    'In key: pitched notes in the key or the sounding chord. Tempo: the score’s BPM and the range the genre and mood ask for; beat: the mix’s onset strength (spectral flux, so notes count without drums) folded on one beat of the score’s tempo, its contrast there / at tempos 1–3 % off (✗ when not 1.25× the best of those: the audio does not keep the score’s beat).',
    'In tune: held vocal notes (voiced > 0.15 s) within 50 cents, read by AMDF on the dry voice. Cycles copied: of notes held over 0.5 s, consecutive glottal cycles alike to 1 part in 5,000 (a PSOLA grain looped). Whole words: words of several syllables sung from one spoken word.',
    '',
    '## Summary',
    '',
    ...summary,
    '',
    '## Songs',
    '',
    'File | Half | Brief | × real time (wall / CPU) | LUFS | dBTP | Length (s) | Key, BPM (expected) | Beat contrast | In key | In tune | Whole words | Lines sung',
    '--- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ---',
    ...rows,
    '',
  ].join('\n');
}

const speed = (seconds: number, ms: number) => (seconds * 1000) / ms;
const round = (x: number) => Math.round(x * 10) / 10;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const total = (counts: Count[]): Count =>
  counts.reduce((a, c) => ({ yes: a.yes + c.yes, of: a.of + c.of }), { yes: 0, of: 0 });
const percent = ({ yes, of }: Count) => (of === 0 ? '—' : `${Math.round((1000 * yes) / of) / 10}%`);
const ratio = ({ yes, of }: Count) => (of === 0 ? 1 : yes / of);
const worst = (counts: Count[]): Count => counts.reduce((a, c) => (ratio(c) < ratio(a) ? c : a));
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
