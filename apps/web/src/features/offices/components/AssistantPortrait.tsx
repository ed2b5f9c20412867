import { Avatar } from '@mantine/core';
import type { AvatarFinish } from '@muse/domain';
import { initialsOf } from '../assistant-view';
import { usePortraitUrl } from '../hooks/use-avatars';

/** The assistant's portrait (its avatar look, in its finish), or its initials while there is none. */
export function AssistantPortrait({
  avatarId,
  finish,
  name,
  size = 56,
}: {
  avatarId: string | null | undefined;
  finish?: AvatarFinish | null;
  name: string;
  size?: number;
}) {
  const src = usePortraitUrl(avatarId, finish);
  return (
    <Avatar src={src} alt={`${name}'s portrait`} size={size} radius="xl" color="muse" variant="light">
      {initialsOf(name)}
    </Avatar>
  );
}
