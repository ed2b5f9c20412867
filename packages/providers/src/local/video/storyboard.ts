/**
 * The storyboard: a text prompt becomes 2–6 shots of about 2–3 s, each a prompt for the painter, a camera
 * move, the light's drift and the transition into it. The first shot is the prompt as written (the
 * establishing shot); the others keep its subject, weather and style in every prompt and vary the framing, the
 * setting phrases and, when the prompt names one, the time of day, which moves on as the video goes. The same
 * prompt, duration and seed always give the same storyboard.
 */
import { createRng, hashString, mix32, type Rng } from '../image/random';
import { readPrompt } from '../image/prompt';
import { parseScene } from '../image/subjects/parse';
import { readScene } from '../text/image-idea-checker';
import type { Slot } from '../text/image-scene-fact';
import { cameraFor, type CameraPlan, type Framing } from './shot-camera';
import { chunkPrompt, type PromptChunk } from './prompt-chunks';

export type Transition = 'cut' | 'fade';

/** How a shot's light drifts: exposure (1 = as painted) and warmth (+ warmer, − cooler), start to end. */
export interface LightDrift {
  from: { exposure: number; warmth: number };
  to: { exposure: number; warmth: number };
}

export interface Shot {
  /** What the painter is asked for; absent for a shot of a given image. */
  prompt?: string;
  /** The given image this shot shows (image to video). */
  image?: number;
  framing: Framing;
  camera: CameraPlan;
  light: LightDrift;
  /** How this shot follows the one before (the first shot's is 'cut'). */
  transition: Transition;
  /** The painter's seed for this shot. */
  seed: number;
  /** When the shot takes over, in seconds from the start (the middle of a fade). */
  start: number;
  /** Seconds until the next shot takes over. */
  duration: number;
  /** Seconds of cross-fade into this shot (0 for a cut). */
  fade: number;
}

export interface Storyboard {
  shots: Shot[];
  seed: number;
}

export interface StoryboardInput {
  prompt: string;
  durationSeconds: number;
  seed?: number;
  /** How many given images (image to video): one shot each, no painting. */
  images?: number;
  /** Shots the caller wrote (a music video's lines on the beat): their prompts and starts, kept as given. */
  script?: readonly { prompt: string; start: number }[];
}

export const MIN_SHOTS = 2;
export const MAX_SHOTS = 6;
/** About one shot per this many seconds. */
const SECONDS_PER_SHOT = 2.5;

/** How many painted shots a video of this length gets: about one per 2–3 s, 2 to 6. */
export function shotCount(durationSeconds: number): number {
  return Math.min(MAX_SHOTS, Math.max(MIN_SHOTS, Math.round(durationSeconds / SECONDS_PER_SHOT)));
}

export function planStoryboard(input: StoryboardInput): Storyboard {
  const seed = input.seed === undefined ? hashString(input.prompt) : input.seed >>> 0;
  const rng = createRng(mix32(seed, 0x51de));
  const script = input.script;
  const count = script ? script.length : input.images ? input.images : shotCount(input.durationSeconds);
  const prompts = script
    ? scriptPrompts(script)
    : input.images
      ? undefined
      : shotPrompts(input.prompt, count, rng.fork(1));
  const framings = prompts?.map((p) => p.framing) ?? Array.from({ length: count }, () => 'medium' as const);
  const cameras = planCameras(framings, rng.fork(2));
  const times = prompts?.map((p) => p.slot);
  const durations = script
    ? script.map((shot, i) => (script[i + 1]?.start ?? input.durationSeconds) - shot.start)
    : splitDuration(input.durationSeconds, count, rng.fork(3));
  const transitionRng = rng.fork(4);
  const lightRng = rng.fork(5);
  let start = 0;
  const shots = durations.map((duration, i): Shot => {
    const previous = i > 0 ? durations[i - 1]! : 0;
    // A dissolve says time passes: more likely when the time of day moves on, and between given images.
    const timeMoves = times !== undefined && i > 0 && times[i] !== times[i - 1];
    const fades = i > 0 && transitionRng.chance(timeMoves || input.images ? 0.8 : 0.45);
    const fade = fades ? Math.min(0.8, 0.35 * Math.min(previous, duration)) : 0;
    const shot: Shot = {
      ...(prompts ? { prompt: prompts[i]!.text } : { image: i }),
      framing: framings[i]!,
      camera: cameras[i]!,
      light: lightDrift(times?.[i], times?.[i + 1], lightRng),
      transition: fade > 0 ? 'fade' : 'cut',
      seed: mix32(seed, i + 1),
      start,
      duration,
      fade,
    };
    start += duration;
    return shot;
  });
  return { shots, seed };
}

/** A written script's shots: the prompts as given, the framings taking turns after the first. */
function scriptPrompts(script: readonly { prompt: string }[]) {
  return script.map((shot, i) => ({
    text: shot.prompt,
    framing: i === 0 ? ('medium' as const) : FRAMINGS[(i - 1) % FRAMINGS.length]!.framing,
    slot: undefined,
  }));
}

/** Durations that vary a little (±20 %) and add up to the whole. */
function splitDuration(total: number, count: number, rng: Rng): number[] {
  const weights = Array.from({ length: count }, () => rng.range(0.8, 1.2));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (total * w) / sum);
}

/** The words that frame each painted shot after the first, and the camera they ask for. */
const FRAMINGS: readonly { words: string; framing: Framing }[] = [
  { words: 'close-up of', framing: 'close' },
  { words: 'wide shot of', framing: 'wide' },
  { words: 'medium shot of', framing: 'medium' },
  { words: 'low angle shot of', framing: 'low' },
];

/** A framing the prompt itself names ("close-up of…", "wide shot"), for the first shot's camera. */
const LEADING_FRAMING =
  /^(?:an?\s+)?(?:(?:extreme\s+)?close[- ]?up|macro shot|wide(?:[- ]angle)? (?:shot|view)|long shot|medium shot|aerial (?:shot|view)|bird'?s[- ]eye view|low[- ]angle (?:shot|view))(?:\s+of)?\s+/i;

/** Parts of the day in order, the phrase that names each, and the words that name them in a prompt. */
const SLOTS: readonly Slot[] = [
  'dawn',
  'morning',
  'noon',
  'afternoon',
  'golden',
  'dusk',
  'twilight',
  'night',
];
const SLOT_PHRASE: Record<Slot, string> = {
  dawn: 'at dawn',
  morning: 'in the morning',
  noon: 'at noon',
  afternoon: 'in the afternoon',
  golden: 'at sunset',
  dusk: 'at dusk',
  twilight: 'at twilight',
  night: 'at night',
};
const TIME_WORDS: Record<string, Slot> = {
  dawn: 'dawn',
  sunrise: 'dawn',
  daybreak: 'dawn',
  morning: 'morning',
  noon: 'noon',
  midday: 'noon',
  afternoon: 'afternoon',
  'golden hour': 'golden',
  sunset: 'golden',
  dusk: 'dusk',
  evening: 'dusk',
  nightfall: 'dusk',
  twilight: 'twilight',
  night: 'night',
  midnight: 'night',
  'the night': 'night',
};
/** A phrase that says only when: "at dusk", "in the early evening", "during sunset". */
const TIME_CHUNK = /^(?:at|in|during|by|after|before)?\s*(?:the\s+)?(?:early\s+|late\s+)?(.+?)$/i;

interface ShotPrompt {
  text: string;
  framing: Framing;
  slot?: Slot;
}

/**
 * The painter's prompt for each shot. The prompt is read as phrases (`prompt-chunks.ts`); a phrase that names
 * a subject the painter draws (`parseScene`), the weather or a style is kept in every shot, so is the one that leads;
 * the other setting phrases come and go. A time-of-day phrase is taken out and said again per shot, moving on
 * by up to two parts of the day over the video.
 */
function shotPrompts(prompt: string, count: number, rng: Rng): ShotPrompt[] {
  const chunks = chunkPrompt(prompt);
  const subjects = parseScene(prompt)
    .subjects.filter((s) => !s.hidden)
    .map((s) => s.word.toLowerCase());
  const timeChunk = chunks.findIndex((c, i) => i > 0 && slotOf(c) !== undefined);
  const anchor = timeChunk >= 0 ? slotOf(chunks[timeChunk]!) : undefined;
  const keeps = chunks.map(
    (c, i) => i === 0 || subjects.some((s) => hasWords(c.text, s)) || WEATHER.test(c.text) || isStyle(c.text),
  );
  const named = namedFraming(prompt);
  const drift = rng.pick([0, 1, 1, 2]);
  const framings = shuffled(FRAMINGS, rng);
  const out: ShotPrompt[] = [{ text: prompt, framing: named, ...(anchor ? { slot: anchor } : {}) }];
  for (let k = 1; k < count; k++) {
    const frame = framings[(k - 1) % framings.length]!;
    const slot = anchor ? laterSlot(anchor, Math.round((drift * k) / Math.max(1, count - 1))) : undefined;
    // Setting phrases come and go, but a shot keeps at least one phrase besides the lead.
    const dropped = new Set<number>();
    for (const i of chunks.keys())
      if (i > 0 && i !== timeChunk && !keeps[i] && rng.chance(0.4)) dropped.add(i);
    const left = chunks.filter((_, i) => i > 0 && i !== timeChunk && !dropped.has(i)).length;
    if (left === 0 && dropped.size > 0) dropped.delete(Math.min(...dropped));
    const parts = chunks.flatMap((c, i): PromptChunk[] => {
      if (i === timeChunk) return slot ? [{ ...c, text: SLOT_PHRASE[slot] }] : [];
      if (dropped.has(i)) return [];
      return [i === 0 ? { ...c, text: c.text.replace(LEADING_FRAMING, '') } : c];
    });
    out.push({
      text: `${frame.words} ${joinChunks(parts)}`,
      framing: frame.framing,
      ...(slot ? { slot } : {}),
    });
  }
  return out;
}

const WEATHER =
  /\b(?:rain\w*|snow\w*|storm\w*|fog\w*|mist\w*|blizzard|drizzle|thunder\w*|lightning|hail|sleet|frost\w*)\b/i;

/** A phrase that names the look ("watercolor", "pixel art"): every shot keeps it, so the film is of a piece. */
const isStyle = (text: string) => readPrompt(text).style !== undefined;

function slotOf(chunk: PromptChunk): Slot | undefined {
  const match = TIME_CHUNK.exec(chunk.text.trim());
  return match?.[1] ? TIME_WORDS[match[1].toLowerCase()] : undefined;
}

function laterSlot(slot: Slot, steps: number): Slot {
  return SLOTS[Math.min(SLOTS.length - 1, SLOTS.indexOf(slot) + steps)]!;
}

const hasWords = (text: string, words: string) =>
  new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text);

/** The framing the prompt names, read by the text engine's scene lexicon; a medium shot when none. */
function namedFraming(prompt: string): Framing {
  for (const { fact } of readScene(prompt).facts) {
    if (fact.angle === 'low') return 'low';
    if (fact.shots?.includes('close') || fact.shots?.includes('macro')) return 'close';
    if (fact.shots?.includes('wide') || fact.angle === 'overhead') return 'wide';
  }
  return 'medium';
}

function joinChunks(chunks: readonly PromptChunk[]): string {
  return chunks.map((c, i) => (i === 0 ? c.text : `${c.separator}${c.text}`)).join('');
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One camera per shot, never the same move twice running. */
function planCameras(framings: readonly Framing[], rng: Rng): CameraPlan[] {
  const out: CameraPlan[] = [];
  for (const framing of framings) out.push(cameraFor(framing, out.at(-1)?.kind, rng));
  return out;
}

/**
 * A slight drift of exposure and warmth over a shot: towards the next shot's light when the time of day
 * moves on (darker and cooler into the night, warmer into a sunset), else a seeded breath of either.
 */
function lightDrift(slot: Slot | undefined, next: Slot | undefined, rng: Rng): LightDrift {
  const from = { exposure: 1, warmth: 0 };
  const wander = () => rng.range(-0.025, 0.025);
  if (slot && next && next !== slot) {
    const later = SLOTS.indexOf(next) > SLOTS.indexOf(slot);
    const dark = later && SLOTS.indexOf(next) >= SLOTS.indexOf('dusk');
    return {
      from,
      to: { exposure: dark ? 0.93 : 1.03, warmth: dark ? -0.04 : later ? 0.04 : wander() },
    };
  }
  return { from, to: { exposure: 1 + wander(), warmth: wander() } };
}
