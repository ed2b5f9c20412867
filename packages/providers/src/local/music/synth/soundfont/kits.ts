/**
 * Which of the SoundFont's drum kits (GS kit numbers, played on the drum channel) each style plays, and the
 * stereo place and room each part of the band gets.
 */
import type { Score, TrackRole } from '../../score';

/** GS drum kits in MuseScore General: Standard, Power, Electronic, TR-808, Jazz, Brush. */
const KITS = { standard: 0, power: 16, electronic: 24, tr808: 25, jazz: 32, brush: 40 } as const;

export function drumKitProgram(score: Pick<Score, 'style' | 'drumKit'>): number {
  switch (score.style) {
    case 'metal':
    case 'rock':
      return KITS.power;
    case 'hiphop':
    case 'lofi':
      return KITS.tr808;
    case 'jazz':
      return KITS.jazz;
    case 'ballad':
    case 'country':
      return KITS.brush;
    default:
      return score.drumKit === 'electronic' ? KITS.electronic : KITS.standard;
  }
}

/** Stereo place (−1 left … 1 right) of each part: the lead and bass centred, the chords to one side. */
export const PAN: Record<TrackRole, number> = { lead: 0.1, chords: -0.35, bass: 0, drums: 0 };
