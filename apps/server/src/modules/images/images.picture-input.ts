import { INPUT_PICTURE_MAX_SIDE } from '@muse/domain';
import sharp from 'sharp';
import type { Caller } from '../../platform/http/auth-guard';
import { fieldError } from '../../platform/http/errors';
import { readBlob, type BlobStore } from '../../platform/storage';
import { IMAGE_KIND, type ImagesRepository } from './images.repository';

/** Pictures a person uploaded for the editor (POST /user/upload): the editor module answers. */
export interface UploadedPictures {
  uploadedPicture(userId: string, filename: string): Promise<Buffer | undefined>;
}

/** A picture of the caller's, read for a character's reference or a generation's start. */
export interface PictureInput {
  png: Buffer;
  width: number;
  height: number;
  source: 'creation' | 'upload';
  filename: string;
}

/**
 * The caller's own pictures by filename: one of their finished pictures (not someone else's, even a public
 * one), or a picture they uploaded. Read as PNG, at most INPUT_PICTURE_MAX_SIDE on its longer side, so what
 * is kept and handed to engines stays small. Anything else is a 400 naming the field.
 */
export class PictureInputs {
  constructor(
    private readonly deps: { repo: ImagesRepository; blobs: BlobStore; uploads: UploadedPictures },
  ) {}

  async read(caller: Caller, filename: string, field: string): Promise<PictureInput> {
    const notMine = () =>
      fieldError(field, `${field} must name one of your finished pictures or a picture you uploaded`);
    const item = await this.deps.repo.findByFilename(filename);
    let data: Buffer | undefined;
    let source: PictureInput['source'] = 'creation';
    if (item) {
      if (item.userId !== caller.userId || item.kind !== IMAGE_KIND || !item.imageKey) throw notMine();
      data = (await readBlob(this.deps.blobs, item.imageKey)) ?? undefined;
    } else {
      data = await this.deps.uploads.uploadedPicture(caller.userId, filename);
      source = 'upload';
    }
    if (!data) throw notMine();
    try {
      const { data: png, info } = await sharp(data)
        .rotate()
        .resize(INPUT_PICTURE_MAX_SIDE, INPUT_PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
      return { png, width: info.width, height: info.height, source, filename };
    } catch {
      throw fieldError(field, `${field} is not a picture this server can read`);
    }
  }
}
