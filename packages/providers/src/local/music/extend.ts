/**
 * Extensions: keep the part [start, end] of a piece and continue it for `extension` seconds in the same
 * key, tempo, style and instruments, crossfading over `overlap` seconds. The continuation is composed on
 * the source's own bar grid (so the beat carries on across the join), both parts are rendered, crossfaded
 * with equal-power curves and mastered together. The result's state is a score of the joined piece, so it
 * can be extended again.
 */
import type { MusicExtendRequest } from '../../ports/music';
import { compose, type Continuation } from './composer';
import { badRequest } from './errors';
import type { Score, ScoreTrack } from './score';
import { readState } from './state';
import { fadeOutFor, mix, samplesFor, type Checkpoint, type Stereo } from './synth/render';
import { master } from './synth/master';

export const MAX_EXTENSION_SECONDS = 30;
export const MAX_OVERLAP_SECONDS = 5;

export interface Extended {
  score: Score;
  pcm: Stereo;
  timbre: string[];
  seed: number;
}

export async function extendPiece(req: MusicExtendRequest, checkpoint: Checkpoint): Promise<Extended> {
  const source =
    readState(req.source.state) ??
    (() => {
      const request = req.source.request;
      const timbre = [...(request.tags.Timbre ?? []), ...(request.tags.Mood ?? [])];
      return { score: compose(request, request.seed >>> 0), timbre };
    })();
  const piece = source.score;
  const { start, overlap, extension } = req;
  // The source's audio may be a frame longer than its score: allow the end a little past it.
  const end = Math.min(req.end, piece.lengthSeconds);
  if (!(start >= 0 && end > start && req.end <= piece.lengthSeconds + 1)) {
    throw badRequest('start and end must lie within the track, start before end.');
  }
  if (!(overlap >= 0 && overlap <= Math.min(MAX_OVERLAP_SECONDS, end - start))) {
    throw badRequest('overlap must be from 0 to the smaller of 5 seconds and the kept range.');
  }
  if (!(extension >= 1 && extension <= MAX_EXTENSION_SECONDS)) {
    throw badRequest('extension must be from 1 to 30 seconds.');
  }
  if (!(req.complexity >= 20 && req.complexity <= 250))
    throw badRequest('complexity must be from 20 to 250.');
  if (!Number.isInteger(req.seed)) throw badRequest('seed must be a whole number.');

  const seed = req.seed >>> 0;
  const kept = end - start;
  const total = kept + extension;
  const bar = (60 / piece.tempo) * piece.timeSignature[0];
  // The continuation starts on the source's last downbeat at or before the crossfade's start.
  const joinAt = end - overlap;
  const firstBar = piece.downbeat + Math.floor((joinAt - piece.downbeat) / bar + 1e-9) * bar;
  const bars = Math.max(1, Math.ceil((end + extension - firstBar) / bar - 1e-9));
  const request = req.source.request;
  const continuation = compose(
    {
      ...request,
      keywords: `${request.keywords} ${req.description}`.trim(),
      description: req.description,
      lyrics: '',
      complexity: req.complexity,
    },
    seed,
    continuationOf(piece, bars),
  );

  const head = slice(piece, start, end, kept);
  const tail = shift(continuation, firstBar - start, total);
  const headMix = await mix(head, { timbre: source.timbre, seed, checkpoint: (f) => checkpoint(0.45 * f) });
  const tailMix = await mix(tail, {
    timbre: source.timbre,
    seed,
    checkpoint: (f) => checkpoint(0.45 + 0.45 * f),
  });
  const pcm = crossfade(headMix, tailMix, kept - overlap, overlap);
  master(pcm.left, pcm.right, { fadeIn: 0.01, fadeOut: fadeOutFor(total) });
  await checkpoint(1);

  const joined = join(head, tail, kept - overlap / 2, total);
  return { score: joined, pcm, timbre: source.timbre, seed };
}

function continuationOf(piece: Score, bars: number): Continuation {
  const program = (role: ScoreTrack['role'], fallback: number) =>
    piece.tracks.find((t) => t.role === role)?.instrument ?? fallback;
  return {
    key: piece.key,
    mode: piece.mode,
    tempo: piece.tempo,
    style: piece.style,
    programs: { lead: program('lead', 0), chords: program('chords', 48), bass: program('bass', 33) },
    ...(piece.vocal ? { vocal: piece.vocal } : {}),
    ...(piece.drumKit ? { drumKit: piece.drumKit } : {}),
    bars,
  };
}

/**
 * The part [from, to] of a score, moved to start at 0 and `length` long. Held notes that began before
 * `from` are kept from `from` on (drums are not: a hit belongs to its moment).
 */
export function slice(score: Score, from: number, to: number, length: number): Score {
  const eps = 1e-9;
  const tracks = score.tracks.map((track) => ({
    ...track,
    notes: track.notes
      .filter((n) =>
        track.role === 'drums'
          ? n.time >= from - eps && n.time < to
          : n.time < to && n.time + n.duration > from + eps,
      )
      .map((n) => {
        const time = Math.max(n.time, from);
        return { ...n, time: time - from, duration: Math.min(n.time + n.duration, from + length) - time };
      })
      .filter((n) => n.duration > 0),
  }));
  const within = <T extends { start: number; end: number }>(items: T[]): T[] =>
    items
      .filter((x) => x.end > from + eps && x.start < to)
      .map((x) => ({ ...x, start: Math.max(0, x.start - from), end: Math.min(length, x.end - from) }));
  const bar = (60 / score.tempo) * score.timeSignature[0];
  return {
    ...score,
    tracks,
    chords: within(score.chords),
    sections: within(score.sections),
    lengthSeconds: length,
    downbeat: positiveMod(score.downbeat - from, bar),
  };
}

/** The score moved later by `by` seconds (earlier when negative, dropping what falls before 0). */
function shift(score: Score, by: number, length: number): Score {
  return slice(score, -by, length - by, length);
}

function positiveMod(x: number, m: number): number {
  const r = x % m;
  return r < -1e-9 ? r + m : Math.abs(r - m) < 1e-9 ? 0 : r;
}

/** Equal-power crossfade: `a` until `at`, `b` after `at + overlap`, both in between. */
function crossfade(a: Stereo, b: Stereo, at: number, overlap: number): Stereo {
  const n = b.left.length;
  const from = samplesFor(at);
  const width = samplesFor(overlap);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const x = width === 0 ? (i < from ? 0 : 1) : Math.min(1, Math.max(0, (i - from) / width));
    const ga = Math.cos((x * Math.PI) / 2);
    const gb = Math.sin((x * Math.PI) / 2);
    const sa = i < a.left.length ? ga : 0;
    left[i] = (sa ? a.left[i]! * sa : 0) + b.left[i]! * gb;
    right[i] = (sa ? a.right[i]! * sa : 0) + b.right[i]! * gb;
  }
  return { left, right };
}

/** The joined piece as one score: the head's notes before `cut`, the tail's from it on. */
function join(head: Score, tail: Score, cut: number, length: number): Score {
  const tracks = head.tracks.map((track) => {
    const other = tail.tracks.find((t) => t.role === track.role);
    return {
      ...track,
      notes: [
        ...track.notes
          .filter((n) => n.time < cut)
          .map((n) => ({ ...n, duration: Math.min(n.duration, length - n.time) })),
        ...(other?.notes.filter((n) => n.time >= cut) ?? []),
      ],
    };
  });
  for (const track of tail.tracks) {
    if (!tracks.some((t) => t.role === track.role))
      tracks.push({ ...track, notes: track.notes.filter((n) => n.time >= cut) });
  }
  const cutItems = <T extends { start: number; end: number }>(a: T[], b: T[]): T[] => [
    ...a.filter((x) => x.start < cut).map((x) => ({ ...x, end: Math.min(x.end, cut) })),
    ...b.filter((x) => x.end > cut).map((x) => ({ ...x, start: Math.max(x.start, cut) })),
  ];
  return {
    ...head,
    tracks,
    chords: cutItems(head.chords, tail.chords),
    sections: cutItems(head.sections, tail.sections),
    lengthSeconds: length,
  };
}
