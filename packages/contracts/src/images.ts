import * as z from 'zod/mini';

/**
 * Images API: items, generation, categories, galleries, item actions and the generation helpers.
 * Field names are the spec's. Static bounds repeat @muse/domain's (contracts depend on nothing of ours);
 * tier-dependent rules (image count, queue limit, category count, model sizes) are checked by the service.
 */

// Bounds shared with @muse/domain images/sizes.ts and counts.ts.
const SIZE_MIN = 256;
const SIZE_MAX = 2048;
const STEPS_MIN = 5;
const STEPS_MAX = 60;
const SEED_MAX = 2 ** 32 - 1;
const MAX_IMAGES_PER_RUN = 4;
const PAGE_SIZE = 20;
const PAGE_SIZE_MAX = 100;
/** The last page `index` of a search; pages past the ranked results are simply empty. */
const SIMILAR_INDEX_MAX = 10_000;

/** A whole number within [min, max]; every message names the field. */
const intIn = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .check(
      z.int({ error: `${field} must be a whole number` }),
      z.gte(min, { error: `${field} must be at least ${min}` }),
      z.lte(max, { error: `${field} must be at most ${max}` }),
    );

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.maxLength(max, { error: `${field} must be at most ${max} characters` }));

const id = (field: string) =>
  text(field, 100).check(z.trim(), z.minLength(1, { error: `${field} is required` }));

export const SizeName = z.enum(['square', 'landscape', 'portrait', 'custom'], {
  error: 'size must be square, landscape, portrait or custom',
});
export type SizeName = z.infer<typeof SizeName>;

export const ImageSource = z.enum(['web', 'mobile', 'app', 'mobileapp', 'macweb', 'macapp'], {
  error: 'source must be one of web, mobile, app, mobileapp, macweb, macapp',
});
export type ImageSource = z.infer<typeof ImageSource>;

export const ReportType = z.enum(['inappropriate', 'explicit', 'offensive', 'violence', 'other'], {
  error: 'type must be one of inappropriate, explicit, offensive, violence, other',
});
export type ReportType = z.infer<typeof ReportType>;

const Tags = z.array(text('tags', 100), { error: 'tags must be a list of texts' }).check(
  z.maxLength(50, {
    error: 'tags must have at most 50 entries',
  }),
);
const Timestamp = z.nullable(z.string());

/** Addition: what the caller may do with an item, decided on the server by the images policy. */
export const ImageAccess = z.object({
  /** Delete it, cancel, restart or regenerate it: its owner and admins. */
  canManage: z.boolean(),
  /**
   * Switch it between public and private: its owner and admins. The owner's plan is judged when they switch
   * (Premium and Ultimate), and the refusal names the plans.
   */
  canSwitchPrivacy: z.boolean(),
  /** Report it: anyone, signed in or not, but its owner (the viewer offers no report of one's own image). */
  canReport: z.boolean(),
});
export type ImageAccess = z.infer<typeof ImageAccess>;

/** An image item as the API returns it (the spec's Item, without its music and video-only fields). */
export const ImageItem = z.object({
  _id: z.string(),
  filename: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  model: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
  size: SizeName,
  /** Full image (a signed URL for private items); null until finished or when blocked or failed. */
  imageUrl: z.nullable(z.string()),
  imageThumbUrl: z.nullable(z.string()),
  private: z.boolean(),
  shareLink: z.nullable(z.string()),
  userId: z.string(),
  likes: z.number().check(z.int(), z.nonnegative()),
  views: z.number().check(z.int(), z.nonnegative()),
  /** Whether the signed-in viewer likes it (false for visitors). */
  liked: z.boolean(),
  featured: z.boolean(),
  requestedOn: Timestamp,
  startedOn: Timestamp,
  finishedOn: Timestamp,
  /** Why a finished item has no image: 'no-credits', 'internal-filter…', 'external-filter…' or a failure. */
  message: z.nullable(z.string()),
  /** Credits the generation cost. */
  credits: z.number().check(z.int(), z.nonnegative()),
  steps: z.nullable(z.number().check(z.int())),
  categoryId: z.nullable(z.string()),
  /** Listed in the public gallery (not private, not blocked). */
  public: z.boolean(),
  /** Addition: what the caller may do with it. */
  access: ImageAccess,
  /** Addition: a picture saved from the image editor names the item it was edited from. */
  editedFrom: z.optional(z.nullable(z.string())),
  /**
   * Addition: what happened to the prompt before generation when it was not English ("Translated from
   * German: “…”", or why it was used as written); null for an English prompt or one not started yet.
   */
  promptNote: z.optional(z.nullable(z.string())),
  /** 'mp4' for a video item (its picture is the poster); null for a picture. */
  video: z.optional(z.nullable(z.literal('mp4'))),
  /** A video's file (a signed URL for private items); null until it is made. */
  url: z.optional(z.nullable(z.string())),
  /** A video's length in seconds. */
  length: z.optional(z.nullable(z.number())),
  /** Whether a video has a soundtrack. */
  audio: z.optional(z.boolean()),
  /** The filenames of the pictures a video animates, in order. */
  videoImages: z.optional(z.array(z.string())),
  /** Addition (Ultimate): the character it is made with; it may since have been deleted. */
  characterId: z.optional(z.nullable(z.string())),
  /** Addition (Ultimate): whether it starts from a picture of the owner's (image input). */
  inputImage: z.optional(z.boolean()),
});
export type ImageItem = z.infer<typeof ImageItem>;

/** Addition: which items a list holds, pictures (the default) or videos (the /video view's lists). */
export const Media = z._default(
  z.enum(['image', 'video'], { error: "media must be 'image' or 'video'" }),
  'image',
);

const Model = text('model', 100).check(z.trim(), z.minLength(1, { error: 'model is required' }));
const Language = text('language', 35);
const Quality = text('quality', 20);
const Steps = intIn('steps', STEPS_MIN, STEPS_MAX);
const Seed = intIn('seed', 0, SEED_MAX);
const Width = intIn('width', SIZE_MIN, SIZE_MAX);
const Height = intIn('height', SIZE_MIN, SIZE_MAX);
/** Video length in seconds; each model has its own minimum, maximum and step (checked by the service). */
const Length = z
  .number({ error: 'length must be a number' })
  .check(
    z.positive({ error: 'length must be above 0' }),
    z.lte(600, { error: 'length must be at most 600' }),
  );
const VideoImages = z
  .array(text('videoImages', 2048), { error: 'videoImages must be a list' })
  .check(z.maxLength(10, { error: 'videoImages must have at most 10 entries' }));

/** POST /images/ — request a generation (or save a draft when startGenerate is false). */
export const CreateImageBody = z.object({
  name: z.optional(text('name', 200)),
  startGenerate: z._default(z.boolean({ error: 'startGenerate must be true or false' }), true),
  /** The prompt. */
  description: text('description', 4000).check(
    z.trim(),
    z.minLength(1, { error: 'description is required' }),
  ),
  tags: z.optional(Tags),
  model: Model,
  size: z.optional(SizeName),
  width: z.optional(Width),
  height: z.optional(Height),
  quality: z.optional(Quality),
  templateId: z.optional(text('templateId', 100)),
  source: z._default(ImageSource, 'web'),
  number: z._default(intIn('number', 1, MAX_IMAGES_PER_RUN), 1),
  steps: z.optional(Steps),
  seed: z.optional(Seed),
  language: z.optional(Language),
  length: z.optional(Length),
  audio: z.optional(z.boolean({ error: 'audio must be true or false' })),
  videoImages: z.optional(VideoImages),
  /** Addition (Ultimate): the `_id` of one of the caller's characters, drawn in every picture of the run. */
  characterId: z.optional(id('characterId')),
  /**
   * Addition (Ultimate): a picture the generation starts from: one of the caller's finished pictures, or a
   * picture the caller uploaded with POST /user/upload (the `filename` it answered).
   */
  inputImage: z.optional(id('inputImage')),
});
export type CreateImageBody = z.infer<typeof CreateImageBody>;

/** `credits` is the user's balance after the charge, so the coin button updates without a session refresh. */
export const CreateImageReply = z.object({
  filename: z.string(),
  _id: z.string(),
  credits: z.number().check(z.int()),
  error: z.optional(z.string()),
});
export type CreateImageReply = z.infer<typeof CreateImageReply>;

/** GET /images/queue */
export const QueueReply = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  startedCount: z.number().check(z.int(), z.nonnegative()),
});
export type QueueReply = z.infer<typeof QueueReply>;

/** POST /images/mine/all — one page of the user's items (the reply is an array of items). */
export const MineAllBody = z.object({
  index: z._default(intIn('index', 0, Number.MAX_SAFE_INTEGER), 0),
  /**
   * The `_id` of the last item the client has: the next page starts after it (keyset paging, the same cost
   * at any depth). Without it `index` counts pages from the start.
   */
  after: z.optional(text('after', 100)),
  limit: z._default(intIn('limit', 1, PAGE_SIZE_MAX), PAGE_SIZE),
  keywords: z.optional(text('keywords', 500)),
  tags: z.optional(Tags),
  model: z.optional(text('model', 100)),
  size: z.optional(SizeName),
  language: z.optional(Language),
  models: z.optional(
    z.array(text('models', 100), { error: 'models must be a list' }).check(z.maxLength(100)),
  ),
  /** Only private (true) or only public (false) items: the "private" tab. Not in the spec's body. */
  private: z.optional(z.boolean({ error: 'private must be true or false' })),
  media: Media,
});
export type MineAllBody = z.infer<typeof MineAllBody>;

/** How many model keys GET /images/mine/exists takes. */
export const MINE_EXISTS_MODELS_MAX = 50;

/**
 * GET /images/mine/exists — `models`: model keys, comma-separated or repeated (`?models=art,photo2`);
 * none: any model.
 */
export const MineExistsQuery = z.object({
  models: z.optional(
    z
      .pipe(
        z.union([
          z.string({ error: 'models must be text' }),
          z.array(z.string({ error: 'models must be text' })),
        ]),
        z.transform((v) =>
          (Array.isArray(v) ? v : [v])
            .flatMap((part) => part.split(','))
            .map((key) => key.trim())
            .filter((key) => key !== ''),
        ),
      )
      .check(
        z.refine((keys) => keys.length <= MINE_EXISTS_MODELS_MAX, {
          error: `models must name at most ${MINE_EXISTS_MODELS_MAX} models`,
        }),
        z.refine((keys) => keys.every((key) => key.length <= 100), {
          error: 'models must be keys of at most 100 characters',
        }),
      ),
  ),
});
export type MineExistsQuery = z.infer<typeof MineExistsQuery>;
/** Whether the caller has made anything yet (of those models). */
export const MineExistsReply = z.object({ exists: z.boolean() });
export const ImageListReply = z.array(ImageItem);

/**
 * POST /images/similar — the generator page's Similar gallery, at most 20 a page
 * (`{index, limit 20, keywords, tags, model, size, safe, language, models}`, paged): public finished items
 * matching the keywords, best match first. Page `index` holds results `index × limit` to `+ limit`; a page
 * shorter than `limit` is the last one. Only the newest matches are ranked (see the repository's
 * searchPublic), so deep pages end early — empty, not an error.
 */
export const SimilarBody = z.object({
  keywords: text('keywords', 500).check(z.trim(), z.minLength(1, { error: 'keywords is required' })),
  /** Page number from 0; bounded so a request can never ask for a huge offset. */
  index: z._default(intIn('index', 0, SIMILAR_INDEX_MAX), 0),
  limit: z._default(intIn('limit', 1, PAGE_SIZE), PAGE_SIZE),
  /** Every tag must appear in the item's tags. */
  tags: z.optional(Tags),
  model: z.optional(text('model', 100).check(z.trim(), z.minLength(1, { error: 'model must not be empty' }))),
  /** Any of these models (with `model` too, both must hold); an empty list does not filter. */
  models: z.optional(
    z
      .array(text('models', 100), { error: 'models must be a list' })
      .check(z.maxLength(100, { error: 'models must have at most 100 entries' })),
  ),
  size: z.optional(SizeName),
  /**
   * The language of the keywords. Accepted and not used: both search indexes are built with one stemming
   * configuration (English), and filtering items by their prompt language would hide matching images.
   */
  language: z.optional(Language),
  /**
   * Safe search: with `true`, keywords that fail the content filter are refused (400 on `keywords`) with the
   * check-safe text, which the client shows as the safe-search error. Off by default, as only in-app free
   * users' searches are checked, which the client knows. Results get no second check
   * (it would cost a filter run per ranked row): the render job refuses an item whose name, description
   * or tags fail the same filter, so blocked items never get an image to list.
   */
  safe: z.optional(z.boolean({ error: 'safe must be true or false' })),
});
export type SimilarBody = z.infer<typeof SimilarBody>;

/** POST /images/restart */
export const RestartBody = z.object({ id: id('id') });

/** PUT /images/user/{_id}/generate */
export const RegenerateBody = z.object({
  newLyrics: z.optional(text('newLyrics', 10_000)),
  newDescription: z.optional(text('newDescription', 4000)),
  private: z.optional(z.boolean({ error: 'private must be true or false' })),
});

/** POST /images/check-safe: `error` is present when the text is refused (the refused words are not shown). */
export const CheckSafeBody = z.object({ text: text('text', 4000) });
export const CheckSafeReply = z.object({ error: z.optional(z.string()) });

/** POST /openai/create-image-name-description — prompt ideas from keywords. */
export const ImageIdeasBody = z.object({
  keywords: text('keywords', 500).check(z.trim(), z.minLength(1, { error: 'keywords is required' })),
  tags: z.optional(Tags),
  model: z.optional(Model),
  size: z.optional(SizeName),
  quality: z.optional(Quality),
  source: z._default(ImageSource, 'web'),
  isVideo: z._default(z.boolean({ error: 'isVideo must be true or false' }), false),
  steps: z.optional(Steps),
  seed: z.optional(Seed),
  language: z.optional(Language),
  length: z.optional(Length),
  audio: z.optional(z.boolean({ error: 'audio must be true or false' })),
  videoImages: z.optional(VideoImages),
});
export type ImageIdeasBody = z.infer<typeof ImageIdeasBody>;

/** The spec does not show the reply; ours is a list of ideas, each ready to post to POST /images/. */
export const ImageIdea = z.object({ name: z.string(), description: z.string(), tags: z.array(z.string()) });
export const ImageIdeasReply = z.object({
  ideas: z.array(ImageIdea),
  /** Addition: keywords in another language: "Translated from German: “…”", or why they were used as written. */
  promptNote: z.optional(z.string()),
});
export type ImageIdeasReply = z.infer<typeof ImageIdeasReply>;

/** GET /images/sharelink/{filename} */
export const ShareLinkReply = z.object({ shareLink: z.string() });
/** GET /images/private/{…}, /images/public/{file}; POST /images/download-watermark/{file} */
export const UrlReply = z.object({ url: z.string() });

export const ReportBody = z.object({ type: ReportType });

/** POST /images/animate/{_id} */
export const AnimateBody = z.object({ model: Model });

export const FilenameParams = z.object({
  filename: text('filename', 200).check(z.minLength(1, { error: 'filename is required' })),
});
export const IdParams = z.object({ _id: id('_id') });

// Categories

export const Category = z.object({
  _id: z.string(),
  name: z.string(),
  imageThumbUrl: z.nullable(z.string()),
});
export type Category = z.infer<typeof Category>;
export const CategoriesReply = z.array(Category);

export const CategoryRequest = z.object({ createdOn: z.string(), finishedOn: z.nullable(z.string()) });
export type CategoryRequest = z.infer<typeof CategoryRequest>;
/** GET /images/categories/request: null when the user never asked. */
export const CategoryRequestReply = z.object({ categoryRequest: z.nullable(CategoryRequest) });

/** POST /images/categories/request: the tier's bounds (1–5, 0–20, 0–100) are applied by the service. */
export const CategoryRequestBody = z.object({ count: intIn('count', 0, 100) });

const CategoryName = text('name', 100).check(z.trim(), z.minLength(1, { error: 'name is required' }));

/** POST /images/categories/new */
export const NewCategoryBody = z.object({ name: CategoryName });

/** PUT /images/categories/update: move items between categories and/or rename the category. */
export const UpdateCategoryBody = z.object({
  categoryId: id('categoryId'),
  categoryUpdates: z._default(
    z
      .array(z.object({ categoryId: id('categoryId'), _id: id('_id') }), {
        error: 'categoryUpdates must be a list',
      })
      .check(z.maxLength(500, { error: 'categoryUpdates must have at most 500 entries' })),
    [],
  ),
  categoryName: z.optional(
    text('categoryName', 100).check(z.trim(), z.minLength(1, { error: 'categoryName must not be empty' })),
  ),
});

/** PUT /images/categories/thumb */
export const CategoryThumbBody = z.object({
  categoryId: id('categoryId'),
  imageThumbUrl: text('imageThumbUrl', 2048).check(z.minLength(1, { error: 'imageThumbUrl is required' })),
});

/** POST /images/categories/deletebulk */
export const DeleteBulkBody = z.object({
  categoryId: id('categoryId'),
  ids: z
    .array(id('ids'), { error: 'ids must be a list' })
    .check(
      z.minLength(1, { error: 'ids must not be empty' }),
      z.maxLength(500, { error: 'ids must have at most 500 entries' }),
    ),
});

// Galleries: the public lists, one random image, and the admin's Recent lists

/** Keyset: the `_id` of the last item the client has; the next page starts after it. */
const After = z.optional(
  text('after', 100).check(z.trim(), z.minLength(1, { error: 'after must not be empty' })),
);
const Index = z._default(intIn('index', 0, Number.MAX_SAFE_INTEGER), 0);
const Limit = z._default(intIn('limit', 1, PAGE_SIZE_MAX), PAGE_SIZE);

/** POST /images/favorites — the caller's liked items, newest like first. */
export const FavoritesBody = z.object({ index: Index, limit: Limit, after: After });
export type FavoritesBody = z.infer<typeof FavoritesBody>;

/** POST /images/popular and /images/featured — public items; `after` pages by keyset. */
export const PublicPageBody = z.object({ limit: Limit, after: After, media: Media });
export type PublicPageBody = z.infer<typeof PublicPageBody>;

/** POST /images/recent, /images/private/recent, /images/canva/recent (admin): optionally only these models. */
export const RecentBody = z.object({
  models: z.optional(
    z
      .array(text('models', 100), { error: 'models must be a list' })
      .check(z.maxLength(100, { error: 'models must have at most 100 entries' })),
  ),
});
export type RecentBody = z.infer<typeof RecentBody>;

// Category items and request details

/** GET/POST /images/category/{categoryId | new | new-distributed} */
export const CategoryParams = z.object({ categoryId: id('categoryId') });
export const CategoryIdParams = z.object({ id: id('id') });

/** POST /images/category/{…} body: a page by position (`index`) or after the last item (`after`). */
export const CategoryItemsBody = z.object({ index: Index, limit: Limit, after: After });
export type CategoryItemsBody = z.infer<typeof CategoryItemsBody>;

/** A category request as stored: also the clamped count and, when there was nothing to do, why. */
export const CategoryRequestDetail = z.extend(CategoryRequest, {
  count: z.number().check(z.int(), z.nonnegative()),
  message: z.nullable(z.string()),
});
export const CategoryRequestDetailReply = z.object({ categoryRequest: z.nullable(CategoryRequestDetail) });
export type CategoryRequestDetailReply = z.infer<typeof CategoryRequestDetailReply>;

/** Replies of the category calls that change things without returning a category. */
export const CategoryOkReply = z.object({
  ok: z.literal(true),
  count: z.number().check(z.int(), z.nonnegative()),
});

// Item actions: views, likes, reports, share links, privacy, private links and downloads

/** POST /images/{filename}/view: the item's views after this one (counted once per session). */
export const ViewReply = z.object({ views: z.number().check(z.int(), z.nonnegative()) });
export type ViewReply = z.infer<typeof ViewReply>;

/** POST /images/{filename}/like and /dislike: the viewer's reaction after the toggle and the exact count. */
export const ReactionReply = z.object({
  liked: z.boolean(),
  disliked: z.boolean(),
  likes: z.number().check(z.int(), z.nonnegative()),
});
export type ReactionReply = z.infer<typeof ReactionReply>;

/** POST /images/{filename}/report */
export const ReportReply = z.object({ ok: z.literal(true) });

/** GET /images/private/{file}, POST /images/download-watermark/{file}: a filename, `.png` optional. */
export const FileParams = z.object({
  file: text('file', 204).check(z.minLength(1, { error: 'file is required' })),
});
