import { AVATAR_LOOKS, avatarLook, stringHash, type AvatarLook } from '@muse/domain';
import type { ProviderRegistry } from '@muse/providers';
import sharp from 'sharp';
import { notFound, serviceUnavailable } from '../../platform/http/errors';
import type { BlobStore } from '../../platform/storage';
import { publicMediaUrl } from '../../platform/storage/signed-urls';

/** Bump when the portraits' look changes, so browsers (which cache public media for a year) fetch the new ones. */
const PORTRAIT_VERSION = 1;
const PORTRAIT_SIZE = 384;
/** The local image model that paints portraits. */
const PORTRAIT_MODEL = 'art';

const MALE_CLOTHES: Record<NonNullable<AvatarLook['clothing']>, string> = {
  SuitA: 'a dark suit',
  SuitB: 'a grey suit',
  Shirt: 'a shirt',
  Tie: 'a shirt and tie',
  BowTie: 'a bow tie',
  VestTie: 'a vest and tie',
  VestBowTie: 'a vest and bow tie',
};

const portraitKey = (id: string) => `public/avatars/${id}-v${PORTRAIT_VERSION}.webp`;

/** The words a look's portrait is painted from: who, hair and clothes (the look's numbers pick the words). */
export function portraitPrompt(look: AvatarLook): string {
  const hair = ['short dark hair', 'long wavy hair', 'curly hair', 'a neat bun', 'a bob cut', 'braided hair'];
  const femaleOutfits = [
    'a blazer',
    'a summer dress',
    'a knitted sweater',
    'a denim jacket',
    'a silk blouse',
    'a coat',
  ];
  const who = look.style === 'female' ? 'woman' : 'man';
  const hairWords = look.silverHair ? 'silver hair' : hair[((look.hairstyle ?? 1) - 1) % hair.length];
  const clothes =
    look.style === 'female'
      ? femaleOutfits[((look.outfit ?? 1) - 1) % femaleOutfits.length]
      : MALE_CLOTHES[look.clothing ?? 'SuitA'];
  return `portrait of a friendly ${who} with ${hairWords} wearing ${clothes}, soft studio light`;
}

/**
 * The avatar gallery's portraits (assistant-workspace.md §2 Avatar tab): each look of the fixed list is
 * painted once by the local image engine, from its name, hairstyle and outfit, and kept as public media.
 */
export class AvatarPortraits {
  constructor(private readonly deps: { providers: ProviderRegistry; blobs: BlobStore }) {}

  list() {
    return AVATAR_LOOKS.map((look) => ({
      id: look.id,
      name: look.name,
      style: look.style,
      imageUrl: `/api/offices/avatars/${encodeURIComponent(look.id)}/portrait`,
    }));
  }

  /** The portrait's public URL, painting it first if this is its first request. */
  async portraitUrl(id: string): Promise<string> {
    const look = avatarLook(id);
    if (!look) throw notFound(`There is no avatar look ${id}.`);
    const key = portraitKey(look.id);
    if (!(await this.deps.blobs.head(key))) {
      const engine = this.deps.providers.engineForModel(PORTRAIT_MODEL, 'image');
      if (!engine)
        throw serviceUnavailable('no_image_engine', 'No image engine is available to paint portraits.');
      const result = await engine.generate({
        prompt: portraitPrompt(look),
        width: PORTRAIT_SIZE,
        height: PORTRAIT_SIZE,
        n: 1,
        seed: stringHash(look.id),
      });
      const webp = await sharp(result.images[0]!.data).webp({ quality: 82 }).toBuffer();
      await this.deps.blobs.put(key, webp, { contentType: 'image/webp', visibility: 'public' });
    }
    return publicMediaUrl(key);
  }
}
