import type { LiveMusicSettings } from '@muse/contracts';

/** What the live music thread is asked (live-music.thread.ts → live-music.worker.ts). */
export type LiveThreadRequest =
  | { op: 'open'; req: number; id: string; settings: LiveMusicSettings; seed: number }
  | { op: 'next'; req: number; id: string }
  | { op: 'update'; req: number; id: string; change: Partial<LiveMusicSettings> }
  | { op: 'close'; id: string };

/** A bar as it goes over the wire: its place and settings, and its audio as 16-bit interleaved PCM. */
export interface LiveBar {
  bar: number;
  at: number;
  seconds: number;
  tempo: number;
  key: string;
  revision: number;
  pcm: Uint8Array;
}

/** The thread's answer to a request (`req`): its result, or an error with a message a listener may read. */
export type LiveThreadReply =
  | { req: number; ok: true; result?: LiveBar | { revision: number; fromBar: number } }
  | { req: number; ok: false; message: string; userMessage: boolean };
