import { ActionIcon, Badge, Group, NativeSelect, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconHandOff, IconStar, IconStarOff } from '@tabler/icons-react';
import type { LiveRoom } from '../hooks/use-live-room';
import { GROUP_NAMES, handLabel, type MemberRow } from '../room-view';
import { handPosition } from '@muse/domain';

interface Props {
  live: LiveRoom;
  rows: MemberRow[];
  canModerate: boolean;
}

/** Everyone in the room (me first, then by who I receive, then by name); moderators spotlight, lower hands, group. */
export function PeoplePanel({ live, rows, canModerate }: Props) {
  const room = live.room;
  if (!room) return null;
  return (
    <section aria-labelledby="room-people-title">
      <Title order={2} size="h4" id="room-people-title" mb="xs">
        People ({rows.length} of {room.capacity})
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => {
          const isMe = row.id === live.me?.id;
          const spotlighted = room.spotlights.includes(row.id);
          const hand = handLabel(handPosition(room.peers, row.id));
          return (
            <li key={row.id} aria-label={row.displayName}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {row.displayName}
                    {isMe ? ' (you)' : ''}
                  </Text>
                  <Group gap={4}>
                    {row.peer.roles.includes('moderator') && (
                      <Badge size="xs" variant="light">
                        Moderator
                      </Badge>
                    )}
                    {hand && (
                      <Badge size="xs" color="orange" variant="light">
                        {hand}
                      </Badge>
                    )}
                    {spotlighted && (
                      <Badge size="xs" color="yellow" variant="light">
                        Spotlight
                      </Badge>
                    )}
                    {row.group && !canModerate && (
                      <Badge size="xs" color="grape" variant="light">
                        {row.group}
                      </Badge>
                    )}
                  </Group>
                </div>
                {canModerate && (
                  <Group gap={4} wrap="nowrap">
                    {row.peer.raisedHand && (
                      <Tooltip label={`Lower ${row.displayName}'s hand`}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Lower ${row.displayName}'s hand`}
                          onClick={() => void live.lowerHand(row.id)}
                        >
                          <IconHandOff size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Tooltip
                      label={
                        spotlighted
                          ? `Remove the spotlight from ${row.displayName}`
                          : `Spotlight ${row.displayName}`
                      }
                    >
                      <ActionIcon
                        variant={spotlighted ? 'filled' : 'subtle'}
                        color="yellow"
                        aria-label={
                          spotlighted
                            ? `Remove the spotlight from ${row.displayName}`
                            : `Spotlight ${row.displayName}`
                        }
                        onClick={() => void live.spotlight(row.id, !spotlighted)}
                      >
                        {spotlighted ? (
                          <IconStarOff size={18} aria-hidden />
                        ) : (
                          <IconStar size={18} aria-hidden />
                        )}
                      </ActionIcon>
                    </Tooltip>
                    <NativeSelect
                      size="xs"
                      w={104}
                      aria-label={`Group of ${row.displayName}`}
                      data={[
                        { value: '', label: 'No group' },
                        ...GROUP_NAMES.map((g) => ({ value: g, label: g })),
                      ]}
                      value={row.group ?? ''}
                      onChange={(e) => {
                        const group = e.currentTarget.value || null;
                        if (group !== row.group) void live.moveToGroup(row.id, group);
                      }}
                    />
                  </Group>
                )}
              </Group>
            </li>
          );
        })}
      </Stack>
    </section>
  );
}
