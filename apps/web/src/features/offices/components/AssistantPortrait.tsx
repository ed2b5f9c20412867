import { Avatar } from '@mantine/core';
import { initialsOf } from '../assistant-view';
import { usePortraitUrl } from '../hooks/use-avatars';

/** The assistant's painted portrait (its avatar look), or its initials while there is none. */
export function AssistantPortrait({
  avatarId,
  name,
  size = 56,
}: {
  avatarId: string | null | undefined;
  name: string;
  size?: number;
}) {
  const src = usePortraitUrl(avatarId);
  return (
    <Avatar src={src} alt={`${name}'s portrait`} size={size} radius="xl" color="muse" variant="light">
      {initialsOf(name)}
    </Avatar>
  );
}
