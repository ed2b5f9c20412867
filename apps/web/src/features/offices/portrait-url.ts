import { isCustomAvatarId, type AvatarFinish } from '@muse/domain';

/**
 * Where a look's portrait is drawn, in a painted finish or as drawn: a custom look's (the avatar creator's)
 * from its id, a gallery look's from the gallery's address for it (undefined until the gallery is loaded).
 */
export function portraitUrl(
  avatarId: string | null | undefined,
  finish: AvatarFinish | null | undefined,
  galleryUrl: (id: string) => string | undefined,
): string | undefined {
  if (!avatarId) return undefined;
  const base = isCustomAvatarId(avatarId)
    ? `/api/offices/avatars/${encodeURIComponent(avatarId)}/portrait`
    : galleryUrl(avatarId);
  if (!base || !finish) return base;
  return `${base}${base.includes('?') ? '&' : '?'}finish=${encodeURIComponent(finish)}`;
}
