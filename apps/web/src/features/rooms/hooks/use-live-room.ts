import {
  RoomEvents,
  RoomProducerClosedEvent,
  type LocalRecordingStatus,
  type RoomJoined,
  type RoomMediaSource,
  type RoomState,
} from '@muse/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { openSource, stopStream } from '../media';
import { RoomMesh } from '../mesh';
import { connectRoom, type RoomReply, type RoomSocket } from '../room-socket';
import { movedToGroup } from '../room-view';

export type RoomPhase =
  | { name: 'idle' }
  | { name: 'joining' }
  | { name: 'joined' }
  | { name: 'reconnecting' }
  | { name: 'failed'; message: string; code: string }
  | { name: 'left' };

type LocalStreams = Partial<Record<RoomMediaSource, MediaStream>>;

/**
 * A live room from this browser: the signalling socket, the mesh, my shared sources and the room as the
 * server tells it. Every action goes to the server first; a source is sent to the others only after the
 * server allowed it.
 */
export function useLiveRoom(officeId: string) {
  const [phase, setPhase] = useState<RoomPhase>({ name: 'idle' });
  const [room, setRoom] = useState<RoomState | null>(null);
  const [me, setMe] = useState<RoomJoined['me'] | null>(null);
  const [local, setLocal] = useState<LocalStreams>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<RoomMediaSource | null>(null);
  // the mesh's streams live outside React: a change re-renders
  const [, streamsChanged] = useReducer((n: number) => n + 1, 0);
  const socketRef = useRef<RoomSocket | null>(null);
  const meshRef = useRef<RoomMesh | null>(null);
  const localRef = useRef<LocalStreams>({});
  const nameRef = useRef('');

  const setLocalSource = useCallback((source: RoomMediaSource, stream: MediaStream | undefined) => {
    const next = { ...localRef.current };
    if (stream) next[source] = stream;
    else delete next[source];
    localRef.current = next;
    setLocal(next);
  }, []);

  const stopSource = useCallback(
    async (source: RoomMediaSource, tell = true) => {
      meshRef.current?.removeLocal(source);
      stopStream(localRef.current[source]);
      setLocalSource(source, undefined);
      if (tell) await socketRef.current?.send(RoomEvents.closeProducer, { source });
    },
    [setLocalSource],
  );

  const produce = useCallback(
    async (source: RoomMediaSource, stream: MediaStream): Promise<boolean> => {
      const socket = socketRef.current;
      if (!socket) return false;
      const reply = await socket.send(RoomEvents.produce, { source, streamId: stream.id });
      if (!reply.ok) {
        stopStream(stream);
        setNotice(reply.message);
        return false;
      }
      meshRef.current?.addLocal(source, stream);
      setLocalSource(source, stream);
      // the browser's own "Stop sharing" ends the track
      stream.getVideoTracks()[0]?.addEventListener('ended', () => {
        if (localRef.current[source] === stream) void stopSource(source);
      });
      return true;
    },
    [setLocalSource, stopSource],
  );

  /** Joins (or joins again after a drop) and sends what this browser shares. */
  const enter = useCallback(
    async (socket: RoomSocket): Promise<boolean> => {
      const joined = await socket.join(officeId, nameRef.current);
      if (!joined.ok) {
        setPhase({ name: 'failed', message: joined.message, code: joined.code });
        return false;
      }
      meshRef.current?.close();
      const mesh = new RoomMesh(joined.me.id, joined.iceServers, {
        signal: (to, signal) => void socket.send(RoomEvents.signal, { to, ...signal }),
        changed: streamsChanged,
      });
      meshRef.current = mesh;
      setMe(joined.me);
      setRoom(joined.room);
      mesh.sync(joined.room.peers.map((p) => p.id));
      setPhase({ name: 'joined' });
      return true;
    },
    [officeId],
  );

  const join = useCallback(
    async (displayName: string, want: { camera: boolean; microphone: boolean }) => {
      nameRef.current = displayName.trim();
      setPhase({ name: 'joining' });
      setNotice(null);
      // devices first: the browser's question comes before the others see me
      const opened: [RoomMediaSource, MediaStream][] = [];
      const problems: string[] = [];
      for (const [source, wanted] of [
        ['mic', want.microphone],
        ['webcam', want.camera],
      ] as const) {
        if (!wanted) continue;
        const result = await openSource(source);
        if ('stream' in result) opened.push([source, result.stream]);
        else problems.push(result.problem);
      }
      const socket = await connectRoom(officeId, {
        onState: (state) => {
          setRoom(state);
          meshRef.current?.sync(state.peers.map((p) => p.id));
        },
        onSignal: (event) => void meshRef.current?.onSignal(event),
        onProducerClosed: (raw) => {
          const event = RoomProducerClosedEvent.safeParse(raw);
          if (!event.success) return;
          void stopSource(event.data.source, false);
          setNotice(event.data.reason);
        },
        onDisconnect: () => {
          meshRef.current?.close();
          meshRef.current = null;
          setPhase((p) => (p.name === 'joined' ? { name: 'reconnecting' } : p));
        },
        onReconnect: () => {
          void (async () => {
            if (!(await enter(socket))) {
              // back in, the room was full or closed to me: free the camera and microphone
              for (const stream of Object.values(localRef.current)) stopStream(stream);
              localRef.current = {};
              setLocal({});
              socket.close();
              socketRef.current = null;
              return;
            }
            for (const [source, stream] of Object.entries(localRef.current) as [
              RoomMediaSource,
              MediaStream,
            ][])
              await produce(source, stream);
          })();
        },
      });
      socketRef.current = socket;
      if (!(await enter(socket))) {
        for (const [, stream] of opened) stopStream(stream);
        socket.close();
        socketRef.current = null;
        return;
      }
      for (const [source, stream] of opened) await produce(source, stream);
      if (problems.length) setNotice(`${problems.join(' ')} You can still watch and listen.`);
    },
    [officeId, enter, produce, stopSource],
  );

  const toggle = useCallback(
    async (source: RoomMediaSource) => {
      if (localRef.current[source]) return stopSource(source);
      setBusy(source);
      try {
        const result = await openSource(source);
        if ('problem' in result) setNotice(result.problem);
        else await produce(source, result.stream);
      } finally {
        setBusy(null);
      }
    },
    [produce, stopSource],
  );

  const send = useCallback(async (event: string, payload: unknown): Promise<RoomReply> => {
    const reply = (await socketRef.current?.send(event, payload)) ?? {
      ok: false as const,
      code: 'offline',
      message: 'You are not in the room.',
    };
    if (!reply.ok) setNotice(reply.message);
    return reply;
  }, []);

  const leave = useCallback(async () => {
    await socketRef.current?.send(RoomEvents.leave, {});
    socketRef.current?.close();
    socketRef.current = null;
    meshRef.current?.close();
    meshRef.current = null;
    for (const stream of Object.values(localRef.current)) stopStream(stream);
    localRef.current = {};
    setLocal({});
    setRoom(null);
    setMe(null);
    setPhase({ name: 'left' });
  }, []);

  // leaving the page leaves the room and frees the camera
  useEffect(
    () => () => {
      socketRef.current?.close();
      meshRef.current?.close();
      for (const stream of Object.values(localRef.current)) stopStream(stream);
    },
    [],
  );

  const myPeer = room?.peers.find((p) => p.id === me?.id) ?? null;
  return {
    phase,
    room,
    me,
    myPeer,
    local,
    notice,
    busy,
    dismissNotice: () => setNotice(null),
    join,
    leave,
    toggle,
    lookup: (peerId: string, streamId: string) => meshRef.current?.streamOf(peerId, streamId),
    connectionOf: (peerId: string) => meshRef.current?.connectionOf(peerId),
    raiseHand: (raisedHand: boolean) => send(RoomEvents.raiseHand, { raisedHand }),
    lowerHand: (peerId: string) => send(RoomEvents.lowerHand, { peerId }),
    spotlight: (peerId: string, spotlight: boolean) => send(RoomEvents.spotlight, { peerId, spotlight }),
    moveToGroup: (peerId: string, group: string | null) =>
      room ? send(RoomEvents.groups, { groups: movedToGroup(room, peerId, group) }) : Promise.resolve(null),
    consent: (agreed: boolean) => send(RoomEvents.consent, { agreed }),
    recording: (state: LocalRecordingStatus) => send(RoomEvents.recording, { state }),
  };
}

export type LiveRoom = ReturnType<typeof useLiveRoom>;
