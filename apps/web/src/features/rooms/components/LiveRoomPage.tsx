import { useState } from 'react';
import { Alert, Anchor, Badge, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { Link, useParams } from '../../../shared/routing';
import { SignInEmptyState, useSession } from '../../auth';
import { assistantName, useOffice } from '../../offices';
import { useLiveRoom, type LiveRoom } from '../hooks/use-live-room';
import { useRoomRecording } from '../hooks/use-room-recording';
import { consumersOf, mayI, memberRows, tilesOf } from '../room-view';
import classes from './LiveRoom.module.css';
import { PeoplePanel } from './PeoplePanel';
import { PreJoin } from './PreJoin';
import { RecordingBar } from './RecordingBar';
import { RoomControls } from './RoomControls';
import { RoomTile } from './RoomTile';

/** /app/:officeId/room: the office's live room, for signed-in people. */
export function LiveRoomPage() {
  const { officeId = '' } = useParams();
  const office = useOffice(officeId);
  const { session, isGuest, isLoading } = useSession();
  const live = useLiveRoom(officeId);
  const name = office.data ? assistantName(office.data) : 'Office';
  useDocumentTitle(`Live room · ${name} · Muse`);

  if (isLoading || office.isPending) return <LoadingState label="Loading the room…" minHeight="60vh" />;
  if (office.isError)
    return (
      <Stack p="xl" maw={640} mx="auto">
        <ErrorState
          title={office.notFound ? 'There is no such room' : "Couldn't load the room"}
          error={office.error}
          onRetry={office.notFound ? undefined : () => void office.refetch()}
          retrying={office.isFetching}
        />
      </Stack>
    );
  if (!session || isGuest)
    return (
      <Stack p="xl" maw={640} mx="auto">
        <SignInEmptyState
          title="Sign in to join the live room"
          description="The live room is for people signed in with their email, so everyone knows who is there."
        />
      </Stack>
    );

  const back = (
    <Anchor component={Link} to={`/app/${officeId}`} size="sm" c="dimmed">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        Back to {name}
      </Group>
    </Anchor>
  );
  const inRoom = live.phase.name === 'joined' || live.phase.name === 'reconnecting';
  return (
    <div className={classes.page}>
      {back}
      {inRoom && live.room && live.me ? (
        <InRoom live={live} roomName={name} />
      ) : (
        <PreJoin
          roomName={name}
          defaultName={session.user.email?.split('@')[0] ?? ''}
          phase={live.phase}
          onJoin={(displayName, want) => void live.join(displayName, want)}
        />
      )}
    </div>
  );
}

function InRoom({ live, roomName }: { live: LiveRoom; roomName: string }) {
  const [hideSelfView, setHideSelfView] = useState(false);
  const [peopleOpen, setPeopleOpen] = useState(false);
  const wide = useMediaQuery('(min-width: 1000px)');
  const room = live.room!;
  const me = live.me!;
  const local = (_peerId: string, streamId: string) =>
    Object.values(live.local).find((stream) => stream.id === streamId);
  const tiles = tilesOf(room, me.id, { hideSelfView, lookup: live.lookup, local });
  const consumers = consumersOf(room, me.id, live.lookup);
  const rows = memberRows(room, me.id, consumers);
  const canModerate = mayI(room, me.roles, 'MODERATE_ROOM');
  const recording = useRoomRecording(live, () => ({
    voices: [
      ...(live.local.mic ? [live.local.mic] : []),
      ...consumers.filter((c) => c.source === 'mic').map((c) => c.stream),
    ],
    picture: tiles.find((t) => t.video)?.video?.getVideoTracks()[0],
  }));
  const people = <PeoplePanel live={live} rows={rows} canModerate={canModerate} />;
  return (
    <Stack gap="sm" mt="xs">
      <header className={classes.header}>
        <Title order={1} size="h3">
          Live room · {roomName}
        </Title>
        <Group gap="xs">
          <Badge variant="light">
            {room.peers.length} of {room.capacity} people
          </Badge>
          {live.phase.name === 'reconnecting' && (
            <Badge color="orange" role="status">
              Reconnecting…
            </Badge>
          )}
        </Group>
      </header>
      {live.notice && (
        <Alert
          color="yellow"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={live.dismissNotice}
          role="status"
        >
          {live.notice}
        </Alert>
      )}
      <RecordingBar
        live={live}
        room={room}
        recording={recording}
        canRecord={mayI(room, me.roles, 'LOCAL_RECORD_ROOM')}
      />
      <div className={classes.body}>
        <section aria-label="Participants">
          {tiles.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              Your self view is hidden and nobody else is here yet.
            </Text>
          ) : (
            <div className={classes.grid}>
              {tiles.map((tile) => (
                <RoomTile
                  key={tile.key}
                  tile={tile}
                  micStream={tile.isMe ? live.local.mic : tile.audio}
                  connection={tile.isMe ? undefined : live.connectionOf(tile.peer.id)}
                />
              ))}
            </div>
          )}
          {room.peers.length === 1 && (
            <Text c="dimmed" size="sm" ta="center" mt="sm">
              You are the only one here. Others join from this office's page.
            </Text>
          )}
        </section>
        {wide && <aside className={classes.side}>{people}</aside>}
      </div>
      <RoomControls
        live={live}
        canShareScreen={mayI(room, me.roles, 'SHARE_SCREEN')}
        hideSelfView={hideSelfView}
        onHideSelfView={setHideSelfView}
        onPeople={() => setPeopleOpen(true)}
        onLeave={() => void live.leave()}
      />
      {!wide && (
        <Drawer
          opened={peopleOpen}
          onClose={() => setPeopleOpen(false)}
          title="People"
          position="right"
          size="sm"
        >
          {people}
        </Drawer>
      )}
    </Stack>
  );
}
