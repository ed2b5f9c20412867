import { createHash } from 'node:crypto';
import { findMusicPreview, type MusicPreview } from '@muse/domain';
import type { MusicRequest, ProviderRegistry } from '@muse/providers';
import { notFound, serviceUnavailable } from '../../platform/http/errors';
import { mediaUrl, type BlobStore } from '../../platform/storage';

/** The local engine that plays the previews: the same one that makes songs. */
export const PREVIEW_MODEL = 'mozart';
/** Bumped when the engine's sound changes, so every server renders its previews again (new keys). */
export const PREVIEW_VERSION = 1;
/** What a listener is told while a preview cannot be made (a busy or failing render). */
export const PREVIEW_UNAVAILABLE = 'This preview cannot be played right now. Please try again in a moment.';

/** What the engine is asked for a preview: instrumental music from the preset's or style's tags. */
export function previewRequest(preview: MusicPreview): MusicRequest {
  return {
    keywords: preview.keywords,
    tags: preview.tags,
    musicType: 'music',
    lengthSeconds: preview.seconds,
    seed: preview.seed,
    model: PREVIEW_MODEL,
  };
}

/** The public blob a preview is kept in: named by a hash of its request and the version (content-addressed). */
export function previewKey(preview: MusicPreview): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: PREVIEW_VERSION, request: previewRequest(preview) }))
    .digest('hex')
    .slice(0, 16);
  return `public/music-previews/${preview.kind}-${preview.id}-${hash}.mp3`;
}

export interface MusicPreviewsDeps {
  providers: Pick<ProviderRegistry, 'engineForModel'>;
  blobs: BlobStore;
  secret: string;
  /**
   * Queues the preview's render (the `music.preview` job, off the HTTP handlers like every music render)
   * and resolves once it finished; rejects when it failed or took too long.
   */
  render(preview: Pick<MusicPreview, 'kind' | 'id'>): Promise<void>;
}

/**
 * The song creator's previews ("Base preview clip 15 s; preset preview 30 s"): each preset and base style
 * rendered by the local music engine the first time anyone asks, kept as a public blob, and from then on
 * served from the store: once per server (per store: processes sharing S3 share them).
 */
export class MusicPreviews {
  constructor(private readonly deps: MusicPreviewsDeps) {}

  /** The URL of a preview's audio, rendering it first when this server never did. */
  async url(kind: string, id: string): Promise<string> {
    const preview = findMusicPreview(kind, id);
    if (!preview) throw notFound('There is no such preview.');
    const key = previewKey(preview);
    if (!(await this.deps.blobs.head(key))) {
      try {
        await this.deps.render(preview);
      } catch {
        throw serviceUnavailable('preview_unavailable', PREVIEW_UNAVAILABLE, 10);
      }
      if (!(await this.deps.blobs.head(key))) {
        throw serviceUnavailable('preview_unavailable', PREVIEW_UNAVAILABLE, 10);
      }
    }
    return mediaUrl(key, this.deps.secret);
  }

  /** The `music.preview` job's work: renders and stores the clip unless it is stored already. */
  async render(kind: string, id: string, signal: AbortSignal): Promise<void> {
    const preview = findMusicPreview(kind, id);
    if (!preview) return; // a preview taken out of the list since it was queued
    const key = previewKey(preview);
    if (await this.deps.blobs.head(key)) return;
    const engine = this.deps.providers.engineForModel(PREVIEW_MODEL, 'music');
    if (!engine) throw new Error(`the model ${PREVIEW_MODEL} is not available on this server`);
    const result = await engine.compose(previewRequest(preview), { signal });
    await this.deps.blobs.put(key, result.audio, {
      contentType: result.mimeType || 'audio/mpeg',
      visibility: 'public',
    });
  }
}
