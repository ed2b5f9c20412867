import {
  LIVE_MUSIC_FADE_IN_SECONDS,
  LIVE_MUSIC_FADE_OUT_SECONDS,
  LIVE_MUSIC_SAMPLE_RATE,
  LiveMusicEvents,
  type LiveMusicSettings,
  type LiveMusicUpdate,
} from '@muse/contracts';
import type { Socket } from 'socket.io-client';
import { splitPcm16 } from './pcm';
import {
  STOPPED,
  playerReducer,
  problemOfAck,
  type AckError,
  type PlayerEvent,
  type PlayerState,
} from './player-state';
import { NEW_TIMELINE, place, playedAt, type Timeline } from './schedule';
import {
  RECORDING_UNSUPPORTED,
  recordingName,
  recordingSupported,
  recordingType,
  revokeLater,
} from './recording';

export interface LivePlayerView extends PlayerState {
  recording: boolean;
  /** The last recording, until its link is revoked. */
  download: { url: string; name: string } | null;
  recordingError: string | null;
}

interface Chunk {
  streamId: string;
  at: number;
  pcm: ArrayBuffer | Uint8Array;
}

const POSITION_MS = 250;
const START_TIMEOUT_MS = 20_000;

/**
 * Plays a live stream: its own socket.io connection to the realtime server (the session cookie signs it
 * in), each bar scheduled on the AudioContext's clock (48 kHz, the first bar one second ahead), a gain for
 * the fades (in 0.5 s, out 0.2 s), the position reported four times a second (the server's pacing), and a
 * MediaRecorder on the same sound for the recording. One per page; `dispose` ends everything.
 */
export class LivePlayer {
  private view: LivePlayerView = { ...STOPPED, recording: false, download: null, recordingError: null };
  private readonly listeners = new Set<() => void>();
  private socket: Socket | null = null;
  private context: AudioContext | null = null;
  private gain: GainNode | null = null;
  private recordTap: MediaStreamAudioDestinationNode | null = null;
  private recorder: MediaRecorder | null = null;
  private cancelRevoke: (() => void) | null = null;
  private streamId: string | null = null;
  private timeline: Timeline = NEW_TIMELINE;
  private sources = new Set<AudioBufferSourceNode>();
  private positionTimer: number | undefined;
  /** Counts plays, so an answer to an earlier play is ignored. */
  private attempt = 0;

  get snapshot(): LivePlayerView {
    return this.view;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async play(settings: LiveMusicSettings): Promise<void> {
    if (this.view.status !== 'stopped') return;
    const attempt = ++this.attempt;
    this.dispatch({ type: 'play' });
    try {
      const context = this.audio();
      await context.resume();
      const socket = await this.connect();
      // No answer in time, or the socket dropped while waiting: a connection problem.
      const ack = (await socket
        .timeout(START_TIMEOUT_MS)
        .emitWithAck(LiveMusicEvents.start, settings)
        .catch(() => Promise.reject(new ConnectionProblem()))) as { streamId?: string; error?: AckError };
      if (attempt !== this.attempt) return;
      if (!ack.streamId) return this.fail({ type: 'fail', problem: problemOfAck(ack.error, true) });
      this.streamId = ack.streamId;
      this.timeline = NEW_TIMELINE;
      this.positionTimer = window.setInterval(() => this.reportPosition(), POSITION_MS);
      this.dispatch({ type: 'setup-done' });
    } catch (err) {
      if (attempt !== this.attempt) return;
      this.fail({
        type: 'fail',
        problem: err instanceof ConnectionProblem ? { kind: 'connection' } : { kind: 'unknown' },
      });
    }
  }

  /** Steers the stream; a filtered prompt stops it (the spec's message). */
  async update(change: Omit<LiveMusicUpdate, 'streamId'>): Promise<void> {
    const streamId = this.streamId;
    if (!streamId || !this.socket || this.view.status !== 'playing') return;
    try {
      const ack = (await this.socket
        .timeout(START_TIMEOUT_MS)
        .emitWithAck(LiveMusicEvents.update, { streamId, ...change })) as { ok?: true; error?: AckError };
      if (ack.error && streamId === this.streamId)
        this.fail({ type: 'fail', problem: problemOfAck(ack.error, false) });
    } catch {
      if (streamId === this.streamId) this.fail({ type: 'fail', problem: { kind: 'connection' } });
    }
  }

  /** Fades out over 0.2 s and stops; a recording in progress ends and becomes its download. */
  stop(): void {
    this.attempt++;
    this.halt();
    this.dispatch({ type: 'stop' });
  }

  startRecording(): void {
    if (this.view.status !== 'playing' || this.recorder) return;
    if (!recordingSupported() || !this.recordTap) return this.set({ recordingError: RECORDING_UNSUPPORTED });
    const type = recordingType((t) => MediaRecorder.isTypeSupported(t));
    const recorder = new MediaRecorder(
      this.recordTap.stream,
      type.mimeType ? { mimeType: type.mimeType } : {},
    );
    const parts: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) parts.push(e.data);
    };
    recorder.onstop = () => {
      const blob = new Blob(parts, { type: recorder.mimeType || type.mimeType || 'audio/webm' });
      this.cancelRevoke?.();
      const url = URL.createObjectURL(blob);
      this.cancelRevoke = revokeLater(
        url,
        (u) => URL.revokeObjectURL(u),
        () => {
          this.cancelRevoke = null;
          this.set({ download: null });
        },
      );
      this.set({ download: { url, name: recordingName(new Date(), type.extension) } });
    };
    recorder.start(1000);
    this.recorder = recorder;
    this.set({ recording: true, recordingError: null });
  }

  stopRecording(): void {
    const recorder = this.recorder;
    this.recorder = null;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    this.set({ recording: false });
  }

  /** The page is leaving: stop, close the socket and the audio, revoke the recording's link. */
  dispose(): void {
    this.stop();
    this.cancelRevoke?.();
    this.cancelRevoke = null;
    this.socket?.close();
    this.socket = null;
    void this.context?.close();
    this.context = null;
    this.listeners.clear();
  }

  private audio(): AudioContext {
    if (this.context) return this.context;
    const context = new AudioContext({ sampleRate: LIVE_MUSIC_SAMPLE_RATE, latencyHint: 'playback' });
    const gain = context.createGain();
    gain.gain.value = 0;
    gain.connect(context.destination);
    if (recordingSupported()) {
      this.recordTap = context.createMediaStreamDestination();
      gain.connect(this.recordTap);
    }
    this.context = context;
    this.gain = gain;
    return context;
  }

  /** The socket, connected; a failed connection is the spec's connection error. */
  private async connect(): Promise<Socket> {
    if (this.socket?.connected) return this.socket;
    if (!this.socket) {
      const { io } = await import('socket.io-client');
      const socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket'] });
      socket.on(LiveMusicEvents.chunk, (chunk: Chunk) => this.onChunk(chunk));
      socket.on(LiveMusicEvents.closed, (event: { streamId?: string }) => {
        if (event.streamId === this.streamId) this.fail({ type: 'fail', problem: { kind: 'closed' } });
      });
      socket.on('disconnect', () => {
        if (this.streamId) this.fail({ type: 'fail', problem: { kind: 'closed' } });
      });
      this.socket = socket;
    }
    const socket = this.socket;
    if (socket.connected) return socket;
    return new Promise<Socket>((resolve, reject) => {
      const done = () => {
        socket.off('connect', onConnect);
        socket.off('connect_error', onError);
      };
      const onConnect = () => {
        done();
        resolve(socket);
      };
      const onError = () => {
        done();
        reject(new ConnectionProblem());
      };
      socket.on('connect', onConnect);
      socket.on('connect_error', onError);
      socket.connect();
    });
  }

  private onChunk(chunk: Chunk): void {
    const context = this.context;
    const gain = this.gain;
    if (chunk.streamId !== this.streamId || !context || !gain) return;
    const [left, right] = splitPcm16(chunk.pcm);
    if (left.length === 0) return;
    const buffer = context.createBuffer(2, left.length, LIVE_MUSIC_SAMPLE_RATE);
    buffer.copyToChannel(left, 0);
    buffer.copyToChannel(right, 1);
    const first = this.timeline.origin === null;
    const placed = place(this.timeline, chunk.at, context.currentTime);
    this.timeline = placed.timeline;
    if (first) {
      gain.gain.cancelScheduledValues(0);
      gain.gain.setValueAtTime(0, placed.when);
      gain.gain.linearRampToValueAtTime(1, placed.when + LIVE_MUSIC_FADE_IN_SECONDS);
    }
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(gain);
    source.onended = () => this.sources.delete(source);
    source.start(placed.when);
    this.sources.add(source);
  }

  private reportPosition(): void {
    if (!this.streamId || !this.context) return;
    this.socket?.emit(LiveMusicEvents.position, {
      streamId: this.streamId,
      played: playedAt(this.timeline, this.context.currentTime),
    });
  }

  /** Ends the current stream here: the fade-out, its sources, the position reports and the recording. */
  private halt(): void {
    // The server's stream ends too (a filtered change leaves it playing otherwise).
    if (this.streamId && this.socket?.connected)
      this.socket.emit(LiveMusicEvents.stop, { streamId: this.streamId });
    this.streamId = null;
    window.clearInterval(this.positionTimer);
    this.positionTimer = undefined;
    this.stopRecording();
    const context = this.context;
    const gain = this.gain;
    if (!context || !gain) return;
    const now = context.currentTime;
    gain.gain.cancelScheduledValues(now);
    gain.gain.setValueAtTime(gain.gain.value, now);
    gain.gain.linearRampToValueAtTime(0, now + LIVE_MUSIC_FADE_OUT_SECONDS);
    for (const source of this.sources) source.stop(now + LIVE_MUSIC_FADE_OUT_SECONDS);
    this.sources.clear();
  }

  private fail(event: PlayerEvent): void {
    this.attempt++;
    this.halt();
    this.dispatch(event);
  }

  private dispatch(event: PlayerEvent): void {
    const next = playerReducer(this.view, event);
    this.set({ status: next.status, error: next.error });
  }

  private set(change: Partial<LivePlayerView>): void {
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }
}

class ConnectionProblem extends Error {}
