import type {
  Character,
  CharacterListQuery,
  CharacterListReply,
  CreateCharacterBody,
  UpdateCharacterBody,
} from '@muse/contracts';
import { CHARACTERS_MAX, canAddCharacter, checkCharacter } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, fieldError } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { mediaUrl, readBlob, removeBlobs, type BlobStore } from '../../platform/storage';
import { newId, nowIso } from '../../shared/ids';
import type { UsersService } from '../users';
import type { CharacterRow, CharactersRepository } from './images.characters.repository';
import type { PictureInputs } from './images.picture-input';
import { assertCharacters, ownedCharacter } from './images.policy';

export interface CharactersDeps {
  repo: CharactersRepository;
  users: Pick<UsersService, 'require'>;
  pictures: PictureInputs;
  blobs: BlobStore;
  logger: Logger;
  /** signs the reference pictures' links */
  secret: string;
}

/** What a generation takes from a character: the words, and its reference picture. */
export interface CharacterForRender {
  id: string;
  name: string;
  description: string;
  reference: Buffer | null;
}

/**
 * Ultimate's consistent characters: a person saves a subject (name, how they look, a reference picture
 * copied from one of their pictures or an upload), renames or deletes it, and picks it when generating.
 * Every route is for Ultimate (403 otherwise) and a character is its owner's alone (404 for anyone else).
 */
export class CharactersService {
  constructor(private readonly deps: CharactersDeps) {}

  async list(caller: Caller, query: CharacterListQuery): Promise<CharacterListReply> {
    await this.requirePlan(caller);
    const after = query.after ? await this.deps.repo.find(query.after) : undefined;
    if (query.after && after?.userId !== caller.userId)
      throw fieldError('after', 'after must be a character of the previous page');
    const rows = await this.deps.repo.list(caller.userId, after, query.limit + 1);
    const shown = rows.slice(0, query.limit);
    return {
      data: shown.map((r) => this.present(r)),
      next: rows.length > query.limit ? (shown.at(-1)?.id ?? null) : null,
      max: CHARACTERS_MAX,
    };
  }

  async create(caller: Caller, body: CreateCharacterBody): Promise<Character> {
    await this.requirePlan(caller);
    const check = checkCharacter(body);
    if (!check.ok) throw fieldError(check.issue.field, check.issue.message);
    if (!canAddCharacter(await this.deps.repo.count(caller.userId)))
      throw new HttpError(
        409,
        'characters_limit',
        `You can keep ${CHARACTERS_MAX} characters. Delete one to save another.`,
      );
    const picture = await this.deps.pictures.read(caller, body.filename, 'filename');
    const id = newId();
    // Its own copy: the creation may be deleted and uploads are swept after a day.
    const blobKey = `private/characters/${caller.userId}/${id}.png`;
    await this.deps.blobs.put(blobKey, picture.png, { contentType: 'image/png', visibility: 'private' });
    const now = nowIso();
    const row: CharacterRow = {
      id,
      userId: caller.userId,
      name: check.name!,
      description: check.description!,
      blobKey,
      source: picture.source,
      filename: picture.filename,
      width: picture.width,
      height: picture.height,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.repo.insert(row);
    return this.present(row);
  }

  async update(caller: Caller, id: string, body: UpdateCharacterBody): Promise<Character> {
    await this.requirePlan(caller);
    const row = ownedCharacter(caller, await this.deps.repo.find(id), id);
    if (body.name === undefined && body.description === undefined)
      throw fieldError('name', 'name or description is required');
    const check = checkCharacter(body);
    if (!check.ok) throw fieldError(check.issue.field, check.issue.message);
    await this.deps.repo.update(row.id, {
      ...(check.name !== undefined ? { name: check.name } : {}),
      ...(check.description !== undefined ? { description: check.description } : {}),
    });
    return this.present((await this.deps.repo.find(row.id))!);
  }

  async remove(caller: Caller, id: string): Promise<{ ok: true }> {
    await this.requirePlan(caller);
    const row = ownedCharacter(caller, await this.deps.repo.find(id), id);
    await this.deps.repo.remove(row.id);
    await removeBlobs(this.deps.blobs, [row.blobKey], this.deps.logger);
    return { ok: true };
  }

  /** The caller's character `id` for a generation they request (Ultimate; 404 for anyone else's). */
  async forRequest(caller: Caller, tier: unknown, id: string): Promise<CharacterRow> {
    assertCharacters(tier);
    return ownedCharacter(caller, await this.deps.repo.find(id), id);
  }

  /** A character as a render needs it, or undefined when it was deleted since the request. */
  async forRender(id: string): Promise<CharacterForRender | undefined> {
    const row = await this.deps.repo.find(id);
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      reference: await readBlob(this.deps.blobs, row.blobKey),
    };
  }

  private async requirePlan(caller: Caller): Promise<void> {
    const user = await this.deps.users.require(caller.userId);
    assertCharacters(user.subscription);
  }

  private present(row: CharacterRow): Character {
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      imageUrl: mediaUrl(row.blobKey, this.deps.secret),
      width: row.width,
      height: row.height,
      source: row.source === 'upload' ? 'upload' : 'creation',
      filename: row.filename,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }
}
