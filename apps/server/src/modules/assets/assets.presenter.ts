import type { Asset, AssetPoll, ImageItem, MusicTrack } from '@muse/contracts';
import { ASSET_TYPES } from '@muse/domain';
import { mediaUrl } from '../../platform/storage';
import type { AssetRow } from './assets.repository';

export interface PresentContext {
  secret: string;
  tags: ReadonlyMap<string, string[]>;
  images: ReadonlyMap<string, ImageItem>;
  tracks: ReadonlyMap<string, MusicTrack>;
}

/** A stored poll's definition (JSON the service wrote after `checkPollAsset`). */
export function pollOf(row: AssetRow): AssetPoll | undefined {
  return row.poll ? (JSON.parse(row.poll) as AssetPoll) : undefined;
}

/**
 * An asset as its owner sees it. A creation's links come from the images or music module at the time of
 * asking (a signed link for a private one, the public file once shared); an upload's copy is signed here.
 */
export function presentAsset(row: AssetRow, ctx: PresentContext): Asset {
  const type = ASSET_TYPES.find((t) => t === row.type) ?? 'image';
  const image = row.itemId ? ctx.images.get(row.itemId) : undefined;
  const track = row.itemId ? ctx.tracks.get(row.itemId) : undefined;
  const poll = pollOf(row);
  return {
    _id: row.id,
    type,
    source: type === 'poll' ? 'poll' : row.itemId ? 'creation' : 'upload',
    url: image?.imageUrl ?? track?.imageUrl ?? (row.blobKey ? mediaUrl(row.blobKey, ctx.secret) : null),
    musicUrl: track?.url ?? null,
    width: row.width,
    height: row.height,
    filename: row.filename,
    userId: row.userId,
    tags: ctx.tags.get(row.id) ?? [],
    name: row.name,
    description: row.description,
    ...(poll ? { poll } : {}),
    createdAt: row.createdAt,
  };
}
