/**
 * Image adherence: renders the test half of the 150-prompt set (the dev half too with
 * IMAGE_ADHERENCE_SPLIT=dev or all) at 1024×1024 with the local "art" model, times each render, and writes
 * contact sheets to bench/results/image-adherence/ with each prompt and the engine's scene parse printed
 * under its tile. The share of test prompts that show every named subject comes from the judgement recorded
 * by looking at the sheet (image-adherence/judgement.ts), never from the engine itself. Each render's wall
 * time is split into its stages (read + draw, finish, encode) and given with its CPU time, which the
 * neighbours on a shared machine do not inflate.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createProviderRegistry } from '@muse/providers';
import sharp from 'sharp';
import { parseScene } from '../packages/providers/src/local/image/subjects/parse';
import { JUDGEMENT } from './image-adherence/judgement';
import { COMMON_NOUNS } from './image-adherence/nouns';
import { PROMPTS, type Split } from './image-adherence/prompts';
import type { BenchResult } from './run';

type Stage = 'read + draw' | 'finish' | 'encode';

const TILE = 320;
const CAPTION = 78;
const COLUMNS = 5;
const PER_SHEET = 25;

export async function imageAdherence(): Promise<BenchResult> {
  const which = process.env.IMAGE_ADHERENCE_SPLIT ?? 'test';
  const splits: Split[] = which === 'all' ? ['dev', 'test'] : which === 'dev' ? ['dev'] : ['test'];
  const engine = createProviderRegistry({}).requireModel('art', 'image');
  await engine.generate({ prompt: 'a cat', width: 512, height: 512, seed: 1 });
  const dir = join(import.meta.dirname, 'results', 'image-adherence');
  mkdirSync(dir, { recursive: true });
  const figures: BenchResult['figures'] = {};
  for (const split of splits) {
    const items = PROMPTS.filter((p) => p.split === split);
    const times: number[] = [];
    const cpu: number[] = [];
    const stages: Record<Stage, number[]> = { 'read + draw': [], finish: [], encode: [] };
    const tiles: { png: Buffer; caption: string[] }[] = [];
    let withNotes = 0;
    for (const [i, item] of items.entries()) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      // The engine reports progress after each step (40 % drawn, 80 % finished, 100 % encoded): the
      // moments it does give each stage's wall time without reaching inside the engine.
      const marks: number[] = [];
      const result = await engine.generate(
        { prompt: item.prompt, width: 1024, height: 1024, seed: i + 1 },
        { onProgress: () => marks.push(performance.now()) },
      );
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
      const [drawn, finished, encoded] = marks;
      if (drawn !== undefined && finished !== undefined && encoded !== undefined) {
        stages['read + draw'].push(drawn - started);
        stages.finish.push(finished - drawn);
        stages.encode.push(encoded - finished);
      }
      if (result.notes) withNotes++;
      tiles.push({
        png: await sharp(result.images[0]!.data).resize(TILE, TILE).toBuffer(),
        caption: [
          `${i + 1}. ${item.prompt}`,
          `must show: ${item.subjects.join(', ')}`,
          describe(item.prompt),
          result.notes ?? '',
        ],
      });
    }
    for (let s = 0; s < tiles.length; s += PER_SHEET) {
      await sheet(tiles.slice(s, s + PER_SHEET), join(dir, `${split}-${s / PER_SHEET + 1}.png`));
    }
    figures[`${split} prompts rendered at 1024×1024`] = items.length;
    const spread = (xs: number[]) => [0.5, 0.95, 1].map((q) => Math.round(quantile(xs, q))).join(' / ');
    figures[`${split} render p50 / p95 / max (ms)`] = spread(times);
    // Wall time on a shared machine measures the neighbours too; CPU time (all threads) is the engine's own.
    figures[`${split} render CPU p50 / p95 / max (ms)`] = spread(cpu);
    for (const [stage, xs] of Object.entries(stages))
      figures[`${split} ${stage} p50 / p95 / max (ms)`] = spread(xs);
    figures[`${split} prompts with "drawn without" notes`] = withNotes;
    if (split === 'test') {
      const judged = items.filter((p) => JUDGEMENT[p.prompt]);
      const yes = judged.filter((p) => JUDGEMENT[p.prompt]?.shows);
      figures['test prompts judged by eye'] = judged.length;
      figures['test prompts showing every named subject'] = judged.length
        ? `${yes.length} / ${judged.length} (${Math.round((100 * yes.length) / judged.length)}%)`
        : 'not judged';
      const no = judged.filter((p) => !JUDGEMENT[p.prompt]?.shows);
      figures['test prompts judged not shown'] = no.map((p) => p.prompt).join('; ') || 'none';
    }
  }
  // Coverage: how many of a hundred common prompt nouns (not the test prompts') have a picture.
  const missed = COMMON_NOUNS.filter((noun) => parseScene(`a ${noun}`).subjects.length === 0);
  figures['common prompt nouns with a picture'] =
    `${COMMON_NOUNS.length - missed.length} / ${COMMON_NOUNS.length}`;
  figures['common prompt nouns without one'] = missed.join(', ') || 'none';
  figures['contact sheets'] = dir;
  return { name: 'image-adherence', figures };
}

/** The engine's reading of a prompt, in one short line: "2×cat, red automobile | indoor, night". */
function describe(prompt: string): string {
  const p = parseScene(prompt);
  const things = p.subjects
    .map(
      (s) =>
        `${s.count > 1 ? `${s.count}×` : ''}${s.colourWord ? `${s.colourWord} ` : ''}${s.concept.label}${s.pose ? ` (${s.pose})` : ''}`,
    )
    .join(', ');
  const scene = [p.indoor ? 'indoor' : '', p.time ?? '', p.weather ?? '', p.season ?? '', ...p.setting]
    .filter(Boolean)
    .join(', ');
  return `parse: ${things || '—'}${scene ? ` | ${scene}` : ''}`;
}

async function sheet(tiles: { png: Buffer; caption: string[] }[], file: string): Promise<void> {
  const rows = Math.ceil(tiles.length / COLUMNS);
  const cellH = TILE + CAPTION;
  const layers = tiles.flatMap((tile, i) => {
    const left = (i % COLUMNS) * TILE;
    const top = Math.floor(i / COLUMNS) * cellH;
    const text = tile.caption
      .map(
        (line, k) =>
          `<text x="4" y="${16 + k * 18}" font-family="sans-serif" font-size="${k === 0 ? 14 : 12}" fill="${k === 3 ? '#a33' : '#222'}">${escape(line.slice(0, 52))}</text>`,
      )
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${CAPTION}">${text}</svg>`;
    return [
      { input: tile.png, left, top },
      { input: Buffer.from(svg), left, top: top + TILE },
    ];
  });
  await sharp({ create: { width: COLUMNS * TILE, height: rows * cellH, channels: 3, background: '#fff' } })
    .composite(layers)
    .png()
    .toFile(file);
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)] ?? 0;
}
