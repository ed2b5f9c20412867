import { useEffect, useRef } from 'react';
import { Badge } from '@mantine/core';
import { IconHandStop, IconStar } from '@tabler/icons-react';
import type { Tile } from '../room-view';
import { handLabel } from '../room-view';
import { AudioMeter } from './AudioMeter';
import classes from './LiveRoom.module.css';

function useSrcObject<T extends HTMLMediaElement>(stream: MediaStream | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || el.srcObject === (stream ?? null)) return;
    el.srcObject = stream ?? null;
    if (stream) void el.play().catch(() => undefined);
  }, [stream]);
  return ref;
}

/** One participant (or their shared screen): video or their initial, name, hand, spotlight and sound level. */
export function RoomTile({
  tile,
  micStream,
  connection,
}: {
  tile: Tile;
  micStream: MediaStream | undefined;
  /** the connection to this peer (none for me) */
  connection?: RTCPeerConnectionState;
}) {
  const videoRef = useSrcObject<HTMLVideoElement>(tile.video);
  const audioRef = useSrcObject<HTMLAudioElement>(tile.audio);
  const name = tile.isMe ? `${tile.peer.displayName} (you)` : tile.peer.displayName;
  const label =
    tile.kind === 'person'
      ? name
      : `${tile.peer.displayName}'s ${tile.kind === 'screen' ? 'screen' : 'video'}`;
  const hand = tile.kind === 'person' ? handLabel(tile.hand) : null;
  return (
    <figure
      className={classes.tile}
      aria-label={label}
      data-peer={tile.peer.displayName}
      data-kind={tile.kind}
      data-spotlight={tile.spotlighted && tile.kind === 'person'}
      data-hand={hand !== null}
      data-connection={connection}
    >
      {tile.video ? (
        <video
          ref={videoRef}
          className={classes.video}
          data-kind={tile.kind}
          data-mirror={tile.isMe && tile.kind === 'person'}
          autoPlay
          playsInline
          muted
          aria-label={`Video of ${label}`}
        />
      ) : (
        <div className={classes.placeholder} aria-hidden>
          {tile.peer.displayName.slice(0, 1).toUpperCase()}
        </div>
      )}
      {tile.audio && <audio ref={audioRef} autoPlay />}
      <div className={classes.badges}>
        {tile.kind === 'person' && connectionLabel(connection) && (
          <Badge color="dark.6" role="status">
            {connectionLabel(connection)}
          </Badge>
        )}
        {hand && (
          <Badge color="orange.3" c="dark.9" leftSection={<IconHandStop size={12} aria-hidden />}>
            {hand}
          </Badge>
        )}
        {tile.spotlighted && tile.kind === 'person' && (
          <Badge color="yellow" c="dark" leftSection={<IconStar size={12} aria-hidden />}>
            Spotlight
          </Badge>
        )}
      </div>
      <figcaption className={classes.caption}>
        <span className={classes.captionName}>{label}</span>
        {tile.kind === 'person' && <AudioMeter stream={micStream} name={tile.peer.displayName} />}
      </figcaption>
    </figure>
  );
}

function connectionLabel(state: RTCPeerConnectionState | undefined): string | null {
  if (state === 'new' || state === 'connecting') return 'Connecting…';
  if (state === 'disconnected' || state === 'failed') return 'Connection lost, retrying…';
  return null;
}
