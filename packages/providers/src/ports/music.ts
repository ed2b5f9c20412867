import type { EngineBase, EngineContext, Usage } from './engine';

/** A song's tags by group: Genre, Instrument, Mood, Vocal, Timbre. */
export interface MusicTagGroups {
  Genre?: string[];
  Instrument?: string[];
  Mood?: string[];
  Vocal?: string[];
  Timbre?: string[];
}

export interface MusicRequest {
  /** The user's keywords (and the idea's name), which steer the feel as much as the tags. */
  keywords: string;
  description?: string;
  tags: MusicTagGroups;
  /** Sections under "[Verse]"-style headings (the lyrics editor's format); songs only. */
  lyrics?: string;
  musicType: 'song' | 'music';
  /** 10..300 seconds. */
  lengthSeconds: number;
  /** 32-bit; the same request and seed give the same music on a local engine. */
  seed: number;
  /** 20..250: how busy the parts are (the extension modal's Complexity; 250 when absent). */
  complexity?: number;
  model?: string;
}

export interface MusicResult {
  /** MP3, 44.1 kHz stereo. */
  audio: Buffer;
  mimeType: string;
  /** Engines that compose symbolically also return the score as a standard MIDI file. */
  midi?: Buffer;
  /**
   * What the engine needs to continue this piece later (the local engine: its score as JSON). Opaque to
   * callers, who store it and hand it back in MusicExtendRequest.source.state.
   */
  state?: Buffer;
  durationSeconds: number;
  usage: Usage;
}

/**
 * Continue a piece (the extension modal): the part [start, end] of the source is kept and
 * `extension` new seconds follow it in the same key, tempo and style, crossfaded over `overlap` seconds,
 * so the result is (end − start) + extension seconds long.
 */
export interface MusicExtendRequest {
  source: {
    request: MusicRequest;
    /** the source's MusicResult.state, when its engine returned one */
    state?: Buffer;
    /** the source's audio (MP3), for engines that continue from sound */
    audio?: Buffer;
    lengthSeconds: number;
  };
  start: number;
  end: number;
  overlap: number;
  extension: number;
  /** How the music should go on. */
  description: string;
  complexity: number;
  seed: number;
}

export interface MusicEngine extends EngineBase<'music'> {
  compose(req: MusicRequest, ctx?: EngineContext): Promise<MusicResult>;
  extend(req: MusicExtendRequest, ctx?: EngineContext): Promise<MusicResult>;
}
