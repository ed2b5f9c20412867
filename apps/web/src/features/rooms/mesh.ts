import type { RoomIceServer, RoomMediaSource, RoomSignalEvent } from '@muse/contracts';

type Signal = Omit<RoomSignalEvent, 'from'>;

/** One connection to another peer, with "perfect negotiation": the polite side yields when offers collide. */
interface Link {
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  senders: Map<RoomMediaSource, RTCRtpSender[]>;
}

export interface MeshEvents {
  /** sends a signal to one peer through the server */
  signal(to: string, signal: Signal): void;
  /** a peer's streams changed (a track arrived or ended) */
  changed(): void;
}

/**
 * The WebRTC mesh of a live room: a connection to each other peer, every local stream sent on each, the
 * streams that arrive kept by peer and stream id. Which stream is which source is the room's business (its
 * producers name their stream ids), so an unannounced stream is kept but never shown.
 */
export class RoomMesh {
  private links = new Map<string, Link>();
  private local = new Map<RoomMediaSource, MediaStream>();
  private remote = new Map<string, Map<string, MediaStream>>();

  constructor(
    private readonly myId: string,
    private readonly iceServers: RoomIceServer[],
    private readonly events: MeshEvents,
  ) {}

  /** Connects to peers that came and drops the ones that left. */
  sync(peerIds: readonly string[]): void {
    for (const id of peerIds) if (id !== this.myId) this.link(id);
    for (const id of [...this.links.keys()]) if (!peerIds.includes(id)) this.drop(id);
  }

  /** Sends a stream to everyone as `source` (replacing one of the same source). */
  addLocal(source: RoomMediaSource, stream: MediaStream): void {
    this.removeLocal(source);
    this.local.set(source, stream);
    for (const link of this.links.values()) this.send(link, source, stream);
  }

  removeLocal(source: RoomMediaSource): void {
    this.local.delete(source);
    for (const link of this.links.values()) {
      for (const sender of link.senders.get(source) ?? []) link.pc.removeTrack(sender);
      link.senders.delete(source);
    }
  }

  /** How the connection to a peer is doing (RTCPeerConnection's connectionState). */
  connectionOf(peerId: string): RTCPeerConnectionState | undefined {
    return this.links.get(peerId)?.pc.connectionState;
  }

  /** The stream with this id that a peer sends, if it arrived. */
  streamOf(peerId: string, streamId: string): MediaStream | undefined {
    return this.remote.get(peerId)?.get(streamId);
  }

  async onSignal({ from, description, candidate }: RoomSignalEvent): Promise<void> {
    const link = this.link(from);
    const { pc } = link;
    try {
      if (description) {
        const collision =
          description.type === 'offer' && (link.makingOffer || pc.signalingState !== 'stable');
        link.ignoreOffer = !link.polite && collision;
        if (link.ignoreOffer) return;
        await pc.setRemoteDescription(description as RTCSessionDescriptionInit);
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          this.signalDescription(from, pc);
        }
      } else if (candidate) {
        await pc.addIceCandidate(candidate as RTCIceCandidateInit).catch((err: unknown) => {
          if (!link.ignoreOffer) throw err;
        });
      }
    } catch (err) {
      console.warn('live room: a signal could not be used', err);
    }
  }

  close(): void {
    for (const id of [...this.links.keys()]) this.drop(id);
    this.local.clear();
  }

  private link(peerId: string): Link {
    const existing = this.links.get(peerId);
    if (existing) return existing;
    const pc = new RTCPeerConnection({ iceServers: this.iceServers as RTCIceServer[] });
    const link: Link = {
      pc,
      polite: this.myId < peerId,
      makingOffer: false,
      ignoreOffer: false,
      senders: new Map(),
    };
    this.links.set(peerId, link);
    pc.onnegotiationneeded = async () => {
      try {
        link.makingOffer = true;
        await pc.setLocalDescription();
        this.signalDescription(peerId, pc);
      } catch (err) {
        console.warn('live room: an offer failed', err);
      } finally {
        link.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.events.signal(peerId, { candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ track, streams }) => {
      const streamsOfPeer = this.remote.get(peerId) ?? new Map<string, MediaStream>();
      this.remote.set(peerId, streamsOfPeer);
      for (const stream of streams) {
        streamsOfPeer.set(stream.id, stream);
        stream.onremovetrack = () => this.events.changed();
      }
      track.onunmute = () => this.events.changed();
      this.events.changed();
    };
    pc.onconnectionstatechange = () => {
      // a failed path (a network change) gets new candidates
      if (pc.connectionState === 'failed') pc.restartIce();
      this.events.changed();
    };
    for (const [source, stream] of this.local) this.send(link, source, stream);
    return link;
  }

  private send(link: Link, source: RoomMediaSource, stream: MediaStream): void {
    link.senders.set(
      source,
      stream.getTracks().map((track) => link.pc.addTrack(track, stream)),
    );
  }

  private signalDescription(peerId: string, pc: RTCPeerConnection): void {
    const d = pc.localDescription;
    if (d) this.events.signal(peerId, { description: { type: d.type, sdp: d.sdp } });
  }

  private drop(peerId: string): void {
    this.links.get(peerId)?.pc.close();
    this.links.delete(peerId);
    this.remote.delete(peerId);
    this.events.changed();
  }
}
