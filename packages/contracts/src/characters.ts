import * as z from 'zod/mini';
import { pageLimit } from './paging';

/**
 * Ultimate's consistent characters (issue #19): a saved subject (name, how they look, a reference picture)
 * picked when generating, under /images/characters. Lengths repeat @muse/domain's `characters` bounds; the
 * plan rule, the per-person limit and whose picture it is are the server's.
 */

const CHARACTER_NAME_MAX = 60;
const CHARACTER_DESCRIPTION_MAX = 400;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.trim(), z.maxLength(max, { error: `${field} must be at most ${max} characters` }));
const required = (field: string, max: number) =>
  text(field, max).check(z.minLength(1, { error: `${field} is required` }));

/**
 * A character as its owner sees it. `imageUrl` is its reference picture (a signed link that lasts an hour);
 * `source` says whether it came from one of the owner's creations or an uploaded picture (`filename`).
 */
export const Character = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
  source: z.enum(['creation', 'upload']),
  filename: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Character = z.infer<typeof Character>;

/** GET /images/characters: the caller's characters, newest first; `after` = the previous page's `next`. */
export const CharacterListQuery = z.object({
  after: z.optional(text('after', 64)),
  limit: pageLimit(50),
});
export type CharacterListQuery = z.infer<typeof CharacterListQuery>;

export const CharacterListReply = z.object({
  data: z.array(Character),
  next: z.nullable(z.string()),
  /** how many the caller may keep */
  max: z.number().check(z.int()),
});
export type CharacterListReply = z.infer<typeof CharacterListReply>;

/**
 * POST /images/characters: `filename` is one of the caller's finished pictures, or a picture the caller
 * uploaded with POST /user/upload (the `filename` it answered).
 */
export const CreateCharacterBody = z.object({
  name: required('name', CHARACTER_NAME_MAX),
  description: required('description', CHARACTER_DESCRIPTION_MAX),
  filename: required('filename', 200),
});
export type CreateCharacterBody = z.infer<typeof CreateCharacterBody>;

/** PUT /images/characters/{id}: a new name (rename) and/or a new description. */
export const UpdateCharacterBody = z.object({
  name: z.optional(required('name', CHARACTER_NAME_MAX)),
  description: z.optional(required('description', CHARACTER_DESCRIPTION_MAX)),
});
export type UpdateCharacterBody = z.infer<typeof UpdateCharacterBody>;

export const CharacterParams = z.object({ id: required('id', 64) });
export const DeleteCharacterReply = z.object({ ok: z.literal(true) });
