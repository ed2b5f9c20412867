import * as z from 'zod/mini';
import { pageLimit } from './paging';

/**
 * The asset library for office and meeting scenes (spec: Asset entity; GET /assets/search {types, tags,
 * text}, POST /assets {type, filename, width, height}, DELETE /assets/{id}, POST /assets/tag/{id} and
 * /untag/{id} {tag}; polls saved and shown through the realtime socket: `save-poll`, then the poll events).
 * The rules (tags, the poll form) are @muse/domain's `assets`; these schemas bound sizes and types only.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.trim(), z.maxLength(max, { error: `${field} must be at most ${max} characters` }));
const required = (field: string, max: number) =>
  text(field, max).check(z.minLength(1, { error: `${field} is required` }));

export const AssetType = z.enum(['image', 'music', 'poll'], {
  error: 'type must be image, music or poll',
});
export type AssetType = z.infer<typeof AssetType>;

/** A saved poll (spec: Poll: pollType quiz or choice, name, question, choices (value, text), answer index). */
export const AssetPoll = z.object({
  pollType: z.enum(['choice', 'quiz']),
  question: z.string(),
  choices: z.array(z.object({ value: z.string(), text: z.string() })),
  /** a quiz's right answer: an index into `choices` */
  answer: z.optional(z.number().check(z.int())),
});
export type AssetPoll = z.infer<typeof AssetPoll>;

/**
 * An asset as its owner sees it. `url` is the picture (a track's cover for music; null for polls),
 * `musicUrl` a track's audio; private files are signed links that last an hour. `source` says where it came
 * from: one of the owner's creations, an uploaded picture, or the poll form.
 */
export const Asset = z.object({
  _id: z.string(),
  type: AssetType,
  source: z.enum(['creation', 'upload', 'poll']),
  url: z.nullable(z.string()),
  musicUrl: z.nullable(z.string()),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  filename: z.string(),
  userId: z.string(),
  tags: z.array(z.string()),
  name: z.string(),
  description: z.string(),
  poll: z.optional(AssetPoll),
  createdAt: z.string(),
});
export type Asset = z.infer<typeof Asset>;

const listText = (field: string) =>
  z.optional(
    z.union([
      text(field, 500),
      z.array(text(field, 100)).check(z.maxLength(20, { error: `${field}: at most 20` })),
    ]),
  );

/**
 * GET /assets/search: the caller's assets, newest first. `types` and `tags` are comma-separated (or
 * repeated); an asset must have every tag named; `text` matches its name, description, filename or tags.
 * `after` = the previous page's `next`.
 */
export const AssetSearchQuery = z.object({
  types: listText('types'),
  tags: listText('tags'),
  text: z.optional(text('text', 200)),
  after: z.optional(text('after', 64)),
  limit: pageLimit(100),
});
export type AssetSearchQuery = z.infer<typeof AssetSearchQuery>;

export const AssetSearchReply = z.object({
  data: z.array(Asset),
  next: z.nullable(z.string()),
  /** every tag the caller uses, for the library's tag filter */
  tags: z.array(z.string()),
});
export type AssetSearchReply = z.infer<typeof AssetSearchReply>;

const side = (field: string) =>
  z.optional(
    z
      .number({ error: `${field} must be a number` })
      .check(
        z.int({ error: `${field} must be a whole number` }),
        z.gte(1, { error: `${field} must be at least 1` }),
        z.lte(16384, { error: `${field} must be at most 16384` }),
      ),
  );

/**
 * POST /assets: an image or a track of the caller's creations (its `filename`), or a picture the caller
 * uploaded with POST /user/upload (the `filename` it answered). Polls are saved with the socket's
 * `save-poll`. `width` and `height` are taken from the file when not given.
 */
export const CreateAssetBody = z.object({
  type: AssetType,
  filename: required('filename', 200),
  width: side('width'),
  height: side('height'),
  name: z.optional(text('name', 100)),
  description: z.optional(text('description', 500)),
});
export type CreateAssetBody = z.infer<typeof CreateAssetBody>;

export const AssetParams = z.object({ id: required('id', 64) });
export const AssetTagBody = z.object({ tag: z.string({ error: 'tag must be text' }) });
export const DeleteAssetReply = z.object({ ok: z.literal(true) });

/**
 * `save-poll` (socket): a new saved poll, or a change to one (`_id`). The form's rules are checked by the
 * server (@muse/domain `checkPollAsset`), with field-named errors in the acknowledgement.
 */
export const SavePollMessage = z.object({
  _id: z.optional(required('_id', 64)),
  name: z.optional(z.unknown()),
  pollType: z.optional(z.unknown()),
  question: z.optional(z.unknown()),
  choices: z.optional(z.array(z.unknown()).check(z.maxLength(20, { error: 'give at most 6 choices' }))),
  answer: z.optional(z.nullable(z.unknown())),
});
export type SavePollMessage = z.infer<typeof SavePollMessage>;

/** `show-poll` (socket): the owner shows a saved poll live in an office they run; its room gets `poll`. */
export const ShowPollMessage = z.object({
  assetId: required('assetId', 64),
  officeId: required('officeId', 64),
});
export type ShowPollMessage = z.infer<typeof ShowPollMessage>;

/** The acknowledgement of `save-poll`: the saved asset, or the API's error body. */
export const SavePollAck = z.union([
  z.object({ ok: z.literal(true), asset: Asset }),
  z.object({
    error: z.object({ code: z.string(), message: z.string(), details: z.optional(z.unknown()) }),
  }),
]);
export type SavePollAck = z.infer<typeof SavePollAck>;
