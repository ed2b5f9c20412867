import {
  AVATAR_LOOKS,
  avatarLook,
  isCustomAvatarId,
  lookFace,
  parseCustomAvatarId,
  type AvatarFace,
} from '@muse/domain';
import type { FinishName } from '@muse/providers';
import { fieldError, notFound } from '../../platform/http/errors';
import type { BlobStore } from '../../platform/storage';
import { publicMediaUrl } from '../../platform/storage/signed-urls';
import { faceSvg, faceWebp, type PaintFinish } from './offices.faces';

/** Bump when the portraits' look changes, so browsers (which cache public media for a year) fetch the new ones. */
const PORTRAIT_VERSION = 2;
const PORTRAIT_SIZE = 384;
/** The creator's live preview: drawn on every change, so small and never stored. */
const PREVIEW_SIZE = 256;

const portraitKey = (id: string, finish?: FinishName) =>
  `public/avatars/${id}${finish ? `-${finish}` : ''}-v${PORTRAIT_VERSION}.webp`;

/**
 * The avatar portraits of the Avatar tab: each look of the fixed gallery, and each look made in the
 * custom-avatar creator, is drawn from its face (DiceBear "Toon Head", see offices.faces.ts); the gallery's
 * are rasterised once and kept as public media.
 */
export class AvatarPortraits {
  constructor(
    private readonly deps: {
      blobs: BlobStore;
      /** paints finishes off the event loop (the engine pool's `finish`) */
      paint: PaintFinish;
    },
  ) {}

  list() {
    return AVATAR_LOOKS.map((look) => ({
      id: look.id,
      name: look.name,
      style: look.style,
      imageUrl: `/api/offices/avatars/${encodeURIComponent(look.id)}/portrait`,
    }));
  }

  /**
   * A fixed look's portrait: its public URL, drawn and stored on the first request. A custom look's: the
   * picture itself, drawn on each request (a few milliseconds) and never stored, so asking for the many
   * possible custom ids fills no storage; the same id always draws the same picture, so browsers keep it.
   * A finish (watercolour, oil…) paints the face in that treatment; a fixed look keeps one picture per finish.
   */
  async portrait(id: string, finish?: FinishName): Promise<{ url: string } | { webp: Buffer }> {
    const face = this.face(id);
    const draw = () => faceWebp(face, PORTRAIT_SIZE, finish && { name: finish, paint: this.deps.paint });
    if (isCustomAvatarId(id)) return { webp: await draw() };
    const key = portraitKey(id, finish);
    if (!(await this.deps.blobs.head(key)))
      await this.deps.blobs.put(key, await draw(), { contentType: 'image/webp', visibility: 'public' });
    return { url: publicMediaUrl(key) };
  }

  /** The creator's preview of a look as SVG (a few kilobytes, drawn in about a millisecond). */
  previewSvg(id: string): string {
    return faceSvg(this.face(id), PREVIEW_SIZE);
  }

  /** A fixed look's face or a custom look's; 400 naming the part of a custom id that is wrong, else 404. */
  private face(id: string): AvatarFace {
    const look = avatarLook(id);
    if (look) return lookFace(look);
    if (isCustomAvatarId(id)) {
      const parsed = parseCustomAvatarId(id);
      if (!parsed.ok) throw fieldError('lookId', parsed.problem.message);
      return parsed.face;
    }
    throw notFound(`There is no avatar look ${id}.`);
  }
}
