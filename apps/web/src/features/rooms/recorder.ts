import { roomAudio } from './audio';

/** The spec's limit for a recording's download link. */
export const RECORDING_LINK_MS = 5 * 60 * 1000;

export function recordingSupported(): boolean {
  return typeof MediaRecorder !== 'undefined';
}

/** "live-room-2026-11-30-1530.webm" */
export function recordingName(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `live-room-${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}.webm`;
}

/**
 * A local recording of the room, in this browser only: every voice mixed into one track, and one picture (the
 * first in the room's order when the recording starts). Nothing is uploaded.
 */
export class RoomRecorder {
  private recorder: MediaRecorder;
  private chunks: Blob[] = [];
  private sources: MediaStreamAudioSourceNode[] = [];

  constructor(voices: readonly MediaStream[], picture: MediaStreamTrack | undefined) {
    const ctx = roomAudio();
    const mix = ctx.createMediaStreamDestination();
    for (const voice of voices) {
      if (voice.getAudioTracks().length === 0) continue;
      const source = ctx.createMediaStreamSource(voice);
      source.connect(mix);
      this.sources.push(source);
    }
    const tracks = [...mix.stream.getAudioTracks(), ...(picture ? [picture] : [])];
    const mimeType = ['video/webm;codecs=vp8,opus', 'video/webm', 'audio/webm'].find((t) =>
      MediaRecorder.isTypeSupported(t),
    );
    this.recorder = new MediaRecorder(new MediaStream(tracks), mimeType ? { mimeType } : undefined);
    this.recorder.ondataavailable = (e) => {
      if (e.data.size > 0) this.chunks.push(e.data);
    };
  }

  get state(): RecordingState {
    return this.recorder.state;
  }

  start(): void {
    this.recorder.start(1000);
  }

  pause(): void {
    if (this.recorder.state === 'recording') this.recorder.pause();
  }

  resume(): void {
    if (this.recorder.state === 'paused') this.recorder.resume();
  }

  /** Ends the recording: the file, as a blob. */
  stop(): Promise<Blob> {
    return new Promise((resolve) => {
      const done = () => {
        for (const source of this.sources) source.disconnect();
        resolve(new Blob(this.chunks, { type: this.recorder.mimeType || 'video/webm' }));
      };
      if (this.recorder.state === 'inactive') return done();
      this.recorder.onstop = done;
      this.recorder.stop();
    });
  }
}
