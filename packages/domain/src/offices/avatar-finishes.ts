/**
 * The painted finishes an assistant's portrait can be shown in: the local image engine's treatments, named
 * as a person would (the spec shows only the avatar gallery and the creator; a finish is Muse's choice). No
 * finish is the plain drawn face.
 */
export const AVATAR_FINISHES = [
  { id: 'watercolor', label: 'Watercolour' },
  { id: 'oil', label: 'Oil paint' },
  { id: 'painterly', label: 'Painterly' },
  { id: 'pencil', label: 'Pencil' },
  { id: 'pixel', label: 'Pixel art' },
  { id: 'neon', label: 'Neon' },
  { id: 'photo', label: 'Photo' },
  { id: 'digital', label: 'Digital art' },
] as const;

export type AvatarFinish = (typeof AVATAR_FINISHES)[number]['id'];

export const AVATAR_FINISH_IDS = AVATAR_FINISHES.map((f) => f.id) as [AvatarFinish, ...AvatarFinish[]];

/** What the finish picker calls the plain drawn face. */
export const NO_AVATAR_FINISH_LABEL = 'Drawn';

export function isAvatarFinish(value: unknown): value is AvatarFinish {
  return typeof value === 'string' && (AVATAR_FINISH_IDS as readonly string[]).includes(value);
}

/** The label a person sees for a finish (none: the drawn face). */
export function avatarFinishLabel(finish: AvatarFinish | null | undefined): string {
  return AVATAR_FINISHES.find((f) => f.id === finish)?.label ?? NO_AVATAR_FINISH_LABEL;
}
