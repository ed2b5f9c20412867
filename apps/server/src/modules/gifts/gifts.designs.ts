import type { GiftDesign } from '@muse/contracts';
import sharp from 'sharp';
import { publicMediaUrl, type BlobStore } from '../../platform/storage';
import { CARD_HEIGHT, CARD_WIDTH, DESIGN_SOURCES } from './gifts.designs.svg';

/** Bump when a design's SVG changes: new keys, so year-long cached old PNGs are never served for new art. */
const DESIGN_VERSION = 'v1';

const keyOf = (id: string) => `public/gifts/designs/${id}-${DESIGN_VERSION}.png`;

/**
 * The built-in card designs, so the picker has choices with no image of one's own and no network. Each is
 * rendered from its SVG with sharp the first time any process needs it and stored in the BlobStore (local
 * files or S3), where every process finds it afterwards; a process checks each key once.
 */
export class GiftDesigns {
  private ready: Promise<void> | null = null;
  readonly list: readonly GiftDesign[] = DESIGN_SOURCES.map((d) => ({
    id: d.id,
    name: d.name,
    imageUrl: publicMediaUrl(keyOf(d.id)),
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  }));

  constructor(private readonly blobs: BlobStore) {}

  /** The designs, their files made if missing. */
  async all(): Promise<readonly GiftDesign[]> {
    await this.ensure();
    return this.list;
  }

  get default(): GiftDesign {
    return this.list[0]!;
  }

  /** The design at this URL (a path, exactly as listed), if it is one. */
  byUrl(url: string): GiftDesign | undefined {
    return this.list.find((d) => d.imageUrl === url);
  }

  /** Renders and stores the missing design files; a failure is retried by the next caller. */
  ensure(): Promise<void> {
    this.ready ??= this.render().catch((err: unknown) => {
      this.ready = null;
      throw err;
    });
    return this.ready;
  }

  private async render(): Promise<void> {
    await Promise.all(
      DESIGN_SOURCES.map(async (design) => {
        const key = keyOf(design.id);
        if (await this.blobs.head(key)) return;
        const png = await renderDesign(design.svg());
        await this.blobs.put(key, png, { contentType: 'image/png', visibility: 'public' });
      }),
    );
  }
}

export function renderDesign(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
