import { parseLyrics } from './lyrics';

/**
 * A track's music video (POST /music/requestvideo/{filename}): its opening as a short film, one shot per
 * lyric line over the cover's style, cut on the beat. The spec calls it a short video; ours runs up to
 * MUSIC_VIDEO_MAX_SECONDS of the track from its start.
 */
export const MUSIC_VIDEO_MAX_SECONDS = 20;
/** Shots last about this long: a cut every few bars rather than every beat. */
const TARGET_SHOT_SECONDS = 3.5;
const MAX_SHOTS = 6;

export interface MusicVideoShot {
  prompt: string;
  /** When the shot starts, in seconds (on a beat; the first at 0). */
  start: number;
}

export interface MusicVideoPlan {
  durationSeconds: number;
  shots: MusicVideoShot[];
}

export interface MusicVideoInput {
  /** The track's stored lyrics ("[Verse]" headings); empty for music without words. */
  lyrics: string;
  /** What the cover shows and the track is about: its description or name. */
  theme: string;
  /** The track's style words (its tags), painted into every shot. */
  style: readonly string[];
  /** The track's length in seconds. */
  trackSeconds: number;
  bpm: number;
  beatsPerBar: number;
}

/** Lines that are sung, in order, without blanks or repeats next to each other. */
function sungLines(lyrics: string): string[] {
  const lines = parseLyrics(lyrics)
    .flatMap((s) => s.text.split(/\r?\n/))
    .map((l) => l.replace(/[()[\]]/g, '').trim())
    .filter((l) => /\p{L}/u.test(l));
  return lines.filter((l, i) => l !== lines[i - 1]);
}

/**
 * The plan: the length (the track's, at most 20 s), the cuts on bar lines about every 3.5 s, and each shot's
 * prompt — a sung line (in order) with the theme and style, or the theme alone for music without words.
 */
export function planMusicVideo(input: MusicVideoInput): MusicVideoPlan {
  const durationSeconds = Math.max(1, Math.min(MUSIC_VIDEO_MAX_SECONDS, Math.floor(input.trackSeconds)));
  const bpm = input.bpm > 0 && Number.isFinite(input.bpm) ? input.bpm : 120;
  const bar = (60 / bpm) * Math.max(1, input.beatsPerBar);
  // Whole bars per shot, as near the target length as the tempo allows.
  const barsPerShot = Math.max(1, Math.round(TARGET_SHOT_SECONDS / bar));
  const shotSeconds = bar * barsPerShot;
  const count = Math.max(1, Math.min(MAX_SHOTS, Math.floor(durationSeconds / shotSeconds) || 1));
  const lines = sungLines(input.lyrics);
  const style = input.style.filter(Boolean).join(', ');
  const theme = input.theme.trim();
  const shots = Array.from({ length: count }, (_, i): MusicVideoShot => {
    const line = lines[i];
    const words = [line ? `${line} — ${theme}` : theme, style].filter(Boolean).join(', ');
    return { prompt: words, start: round(i * shotSeconds) };
  });
  return { durationSeconds, shots };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
