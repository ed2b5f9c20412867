import { randomBytes, randomInt } from 'node:crypto';
import {
  LIVE_MUSIC_CHANNELS,
  LIVE_MUSIC_SAMPLE_RATE,
  LiveMusicEvents,
  LiveMusicPosition,
  LiveMusicSettings,
  LiveMusicStop,
  LiveMusicUpdate,
  type LiveMusicChunk,
  type LiveMusicClosed,
  type LiveMusicPrompt,
  type LiveMusicStarted,
  type LiveMusicUpdated,
} from '@muse/contracts';
import { checkSafety } from '@muse/domain';
import { isProviderError } from '@muse/providers';
import { HttpError, notFound, unauthorized } from '../../platform/http/errors';
import { parseFields } from '../../platform/http/parse-fields';
import type { Logger } from '../../platform/logging/logger';
import type { RealtimeClient } from '../../platform/realtime';
import type { LiveSource } from './live-music.thread';

/** One person's streams at once: a tab and another. */
export const LIVE_STREAMS_PER_USER = 2;
/** A stream whose listener has said nothing (no position) this long is ended. */
const IDLE_MS = 20_000;
const SWEEP_MS = 5_000;

export interface LiveMusicDeps {
  /** Sends to one socket of this process; false when it is gone. */
  send(socketId: string, event: string, data: unknown): boolean;
  /** Streams this process plays at once (LIVE_MUSIC_STREAMS): one core's worth. */
  maxStreams: number;
  logger: Logger;
  /** Opens a stream (on the live music thread, live-music.thread.ts). */
  open: (settings: LiveMusicSettings, seed: number) => Promise<LiveSource>;
  now?: () => number;
}

interface Live {
  id: string;
  socketId: string;
  userId: string;
  source: LiveSource;
  /** Seconds of audio sent, and the listener's last reported position. */
  sent: number;
  played: number;
  lastBarSeconds: number;
  /** When the first bar went out, and when the listener was last heard (ms). */
  startedAt: number;
  heardAt: number;
  pumping: boolean;
}

/**
 * Live music streams: who may start one (signed-in people, guests included), how many play at once (per
 * person and per process), the prompts' safety check, and the pump. The pump keeps at most about two bars
 * in flight: it sends the next bar only when less than a bar is left between the listener's reported
 * position and the end of what was sent, so a change is heard within two bars and a slow or silent client
 * builds no buffer. A stream ends on stop, on its socket's disconnect, after 20 s without a position, or
 * when the process stops.
 */
export class LiveMusicService {
  private readonly streams = new Map<string, Live>();
  private sweep: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  constructor(private readonly deps: LiveMusicDeps) {
    this.now = deps.now ?? Date.now;
  }

  get playing(): number {
    return this.streams.size;
  }

  async start(client: RealtimeClient, payload: unknown): Promise<LiveMusicStarted> {
    if (client.isVisitor) throw unauthorized('Sign in to play live music.');
    const settings = parseFields(LiveMusicSettings, payload);
    checkPrompts(settings.prompts);
    const mine = [...this.streams.values()].filter((s) => s.userId === client.userId).length;
    if (mine >= LIVE_STREAMS_PER_USER)
      throw new HttpError(
        409,
        'live_music_limit',
        `You can play ${LIVE_STREAMS_PER_USER} live streams at once. Stop one to start another.`,
      );
    if (this.streams.size >= this.deps.maxStreams)
      throw new HttpError(
        503,
        'live_music_busy',
        'Live music is full right now. Please try again in a minute.',
        { retryAfterSeconds: 60 },
      );
    let source: LiveSource;
    try {
      source = await this.deps.open(settings, randomInt(2 ** 31));
    } catch (err) {
      this.deps.logger.error({ err }, 'live music could not start');
      const message = isProviderError(err) ? err.message : 'The music engine did not start.';
      throw new HttpError(503, 'live_music_failed', message);
    }
    // Counted again: another start may have finished while this one loaded.
    if (this.streams.size >= this.deps.maxStreams) {
      source.close();
      throw new HttpError(
        503,
        'live_music_busy',
        'Live music is full right now. Please try again in a minute.',
      );
    }
    const id = randomBytes(12).toString('base64url');
    const now = this.now();
    this.streams.set(id, {
      id,
      socketId: client.socketId,
      userId: client.userId,
      source,
      sent: 0,
      played: 0,
      lastBarSeconds: 0,
      startedAt: now,
      heardAt: now,
      pumping: false,
    });
    this.sweep ??= setInterval(() => this.endIdle(), SWEEP_MS).unref();
    // After the acknowledgement has gone out, so the client knows the stream before its first bar.
    setImmediate(() => this.pump(id));
    return { ok: true, streamId: id, sampleRate: LIVE_MUSIC_SAMPLE_RATE, channels: LIVE_MUSIC_CHANNELS };
  }

  async update(client: RealtimeClient, payload: unknown): Promise<LiveMusicUpdated> {
    const { streamId, ...change } = parseFields(LiveMusicUpdate, payload);
    const live = this.own(client, streamId);
    if (change.prompts) checkPrompts(change.prompts);
    return { ok: true, ...(await live.source.update(change)) };
  }

  /** The listener's position: it paces the pump. */
  position(client: RealtimeClient, payload: unknown): { ok: true } {
    const { streamId, played } = parseFields(LiveMusicPosition, payload);
    const live = this.own(client, streamId);
    live.played = Math.max(live.played, played);
    live.heardAt = this.now();
    this.pump(streamId);
    return { ok: true };
  }

  stop(client: RealtimeClient, payload: unknown): { ok: true } {
    const { streamId } = parseFields(LiveMusicStop, payload);
    this.own(client, streamId);
    this.end(streamId);
    return { ok: true };
  }

  /** A socket went away: its streams end with it (a reconnect starts a new one). */
  disconnected(client: RealtimeClient): void {
    for (const live of [...this.streams.values()]) if (live.socketId === client.socketId) this.end(live.id);
  }

  /** The process is stopping: every listener is told, and nothing is left running. */
  close(): void {
    for (const live of [...this.streams.values()]) this.endWith(live, 'shutdown');
  }

  private own(client: RealtimeClient, streamId: string): Live {
    const live = this.streams.get(streamId);
    if (!live || live.socketId !== client.socketId) throw notFound('This live stream has ended.');
    return live;
  }

  /**
   * Sends the next bar while less than a bar lies ahead of the listener. Its position counts no further
   * than the time since the first bar went out, so a client cannot pull bars faster than real time. The bar
   * is made on the live music thread; one bar is asked at a time per stream.
   */
  private pump(id: string): void {
    const live = this.streams.get(id);
    if (!live || live.pumping) return;
    const elapsed = (this.now() - live.startedAt) / 1000;
    const ahead = live.sent - Math.min(live.played, elapsed);
    if (live.sent > 0 && ahead >= live.lastBarSeconds) return;
    live.pumping = true;
    live.source.next().then(
      (chunk) => {
        live.pumping = false;
        // Stopped while the bar was being made: it is not sent.
        if (this.streams.get(id) !== live) return;
        const message: LiveMusicChunk = { streamId: id, ...chunk };
        if (live.sent === 0) live.startedAt = this.now();
        live.sent += chunk.seconds;
        live.lastBarSeconds = chunk.seconds;
        if (!this.deps.send(live.socketId, LiveMusicEvents.chunk, message)) {
          this.end(id);
          return;
        }
        setImmediate(() => this.pump(id));
      },
      (err: unknown) => {
        live.pumping = false;
        if (this.streams.get(id) !== live) return;
        this.deps.logger.error({ err }, 'live music bar failed');
        this.endWith(live, 'error');
      },
    );
  }

  private endIdle(): void {
    const now = this.now();
    for (const live of [...this.streams.values()])
      if (now - live.heardAt > IDLE_MS) this.endWith(live, 'idle');
  }

  private endWith(live: Live, reason: LiveMusicClosed['reason']): void {
    this.deps.send(live.socketId, LiveMusicEvents.closed, {
      streamId: live.id,
      reason,
    } satisfies LiveMusicClosed);
    this.end(live.id);
  }

  private end(id: string): void {
    this.streams.get(id)?.source.close();
    this.streams.delete(id);
    if (this.streams.size === 0 && this.sweep) {
      clearInterval(this.sweep);
      this.sweep = undefined;
    }
  }
}

/** The spec's "Prompt was filtered: {reason}", naming the prompt's field. */
function checkPrompts(prompts: readonly LiveMusicPrompt[]): void {
  prompts.forEach((prompt, i) => {
    const safety = checkSafety(prompt.text);
    if (safety.safe) return;
    const message = `Prompt was filtered: ${safety.reason}`;
    throw new HttpError(422, 'prompt_filtered', message, [
      { field: `prompts.${i}.text`, message, reason: safety.reason },
    ]);
  });
}
