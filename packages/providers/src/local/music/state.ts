/**
 * The engine's state (MusicResult.state): the score as JSON with what the synthesiser needs to play it
 * again (the timbre words and the seed), so an extension continues exactly this piece.
 */
import type { Score } from './score';

export interface MusicState {
  version: 1;
  score: Score;
  timbre: string[];
  seed: number;
}

export function writeState(state: Omit<MusicState, 'version'>): Buffer {
  return Buffer.from(JSON.stringify({ version: 1, ...state } satisfies MusicState), 'utf8');
}

/** The state back, or undefined when it is absent or not one of ours (then the caller re-composes). */
export function readState(bytes: Buffer | undefined): MusicState | undefined {
  if (!bytes || bytes.length === 0) return undefined;
  try {
    const value = JSON.parse(bytes.toString('utf8')) as Partial<MusicState> | null;
    const score = value?.score;
    if (
      value?.version !== 1 ||
      !score ||
      typeof score.tempo !== 'number' ||
      typeof score.key !== 'string' ||
      typeof score.lengthSeconds !== 'number' ||
      !Array.isArray(score.tracks) ||
      !Array.isArray(score.chords)
    ) {
      return undefined;
    }
    return {
      version: 1,
      score: { ...score, downbeat: score.downbeat ?? 0, style: score.style ?? 'pop' },
      timbre: Array.isArray(value.timbre) ? value.timbre.filter((t) => typeof t === 'string') : [],
      seed: typeof value.seed === 'number' ? value.seed : 0,
    };
  } catch {
    return undefined;
  }
}
