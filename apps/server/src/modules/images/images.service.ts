import type {
  CreateImageBody,
  CreateImageReply,
  ImageItem,
  MineAllBody,
  ModelEntry,
  QueueReply,
} from '@muse/contracts';
import {
  QUEUE_LIMIT_MESSAGE,
  allowedImageCounts,
  canCancelItem,
  characterSeed,
  canRestartItem,
  DEFAULT_IMAGE_STEPS,
  imageRunCost,
  isAllowedSize,
  queueLimit,
  sizeName,
  toTier,
  totalBalance,
  type SizeName,
} from '@muse/domain';
import type { ProviderRegistry } from '@muse/providers';
import type { AnalyticsSink } from '../../platform/analytics';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, fieldError, forbidden, notFound } from '../../platform/http/errors';
import type { BlobStore } from '../../platform/storage';
import { newId, nowIso } from '../../shared/ids';
import type { UsersService } from '../users';
import type { CharactersService } from './images.characters.service';
import type { PictureInput, PictureInputs } from './images.picture-input';
import {
  NO_SUCH_IMAGE,
  assertImageInput,
  isPublicItem,
  managedItem,
  managesItem,
  maySwitchPrivacy,
  ownsItem,
  visibleItem,
} from './images.policy';
import { itemStatus, presentItem, type PresentOptions } from './images.presenter';
import { IMAGE_KIND, VISUAL_KINDS, type ImagesRepository, type ItemRow } from './images.repository';

/** The default pixel size of each size name: square 1024², landscape 1024×768, portrait 768×1024. */
const SIZE_DEFAULTS: Record<Exclude<SizeName, 'custom'>, [number, number]> = {
  square: [1024, 1024],
  landscape: [1024, 768],
  portrait: [768, 1024],
};

export interface ImagesDeps {
  repo: ImagesRepository;
  users: UsersService;
  providers: ProviderRegistry;
  present: Omit<PresentOptions, 'liked'>;
  /** queues the render job of an item */
  schedule(item: ItemRow): Promise<void>;
  /** product analytics: a generation was requested */
  analytics?: Pick<AnalyticsSink, 'capture'>;
  /** Ultimate's characters and the pictures a generation may start from */
  characters: Pick<CharactersService, 'forRequest'>;
  pictures: Pick<PictureInputs, 'read'>;
  blobs: Pick<BlobStore, 'put'>;
}

/**
 * Image generation as a user lives it: a request is validated, priced and queued; the render job (see
 * images.jobs.ts) charges credits when work starts and stores the result; the user's lists page by keyset.
 */
export class ImagesService {
  constructor(private readonly deps: ImagesDeps) {}

  imageModel(key: string): ModelEntry & { image: NonNullable<ModelEntry['image']> } {
    const model = this.deps.providers.models().find((m) => m.key === key && m.capability === 'image');
    if (!model || !model.image) throw fieldError('model', `There is no image model "${key}".`);
    if (!model.available) {
      throw new HttpError(
        422,
        'model_unavailable',
        `${model.name} is not available on this server: it ${model.unavailableReason ?? 'is not configured'}.`,
      );
    }
    return model as ModelEntry & { image: NonNullable<ModelEntry['image']> };
  }

  async request(caller: Caller, body: CreateImageBody): Promise<CreateImageReply> {
    const user = await this.deps.users.require(caller.userId);
    const model = this.imageModel(body.model);
    const [width, height] = this.dimensions(body);
    const settings = {
      sizes: model.image.sizes.map((s) => {
        const [w, h] = s.split('x').map(Number);
        return { width: w!, height: h! };
      }),
      bounds: model.image.sizeBounds,
    };
    if (!isAllowedSize(settings, width, height)) {
      const b = model.image.sizeBounds;
      throw fieldError(
        'width',
        `${model.name} takes ${model.image.sizes.join(', ')} or sides from ${b.min} to ${b.max} px in steps of ${b.step}.`,
      );
    }
    const counts = allowedImageCounts(user.subscription);
    if (!counts.includes(body.number)) {
      throw fieldError('number', `Your plan makes ${counts.join(' or ')} images per run.`);
    }
    const steps = body.steps ?? DEFAULT_IMAGE_STEPS;
    const perItem = imageRunCost({
      modelCredits: model.image.credits,
      maxCredits: model.image.maxCredits,
      width,
      height,
      steps,
      number: 1,
    });

    // Ultimate's additions: a saved character, and a picture to start from (checked before anything is stored).
    const character = body.characterId
      ? await this.deps.characters.forRequest(caller, user.subscription, body.characterId)
      : undefined;
    let input: PictureInput | undefined;
    if (body.inputImage !== undefined) {
      assertImageInput(user.subscription);
      if (model.image.supportsImages < 1)
        throw fieldError(
          'inputImage',
          `${model.name} cannot start from a picture. Choose a model that can, or leave the picture out.`,
        );
      input = await this.deps.pictures.read(caller, body.inputImage, 'inputImage');
    }

    if (body.startGenerate) {
      const queued = await this.deps.repo.countPending(caller.userId);
      const limit = queueLimit(toTier(user.subscription), totalBalance(user));
      if (queued + body.number > limit)
        throw new HttpError(409, 'queue_limit', QUEUE_LIMIT_MESSAGE, { limit, queued });
    }

    const now = nowIso();
    const created: ItemRow[] = [];
    for (let i = 0; i < body.number; i++) {
      const id = newId();
      // Each item keeps its own copy of the picture it starts from, so a restart starts from it again.
      const inputKey = input ? `private/inputs/${caller.userId}/${id}.png` : null;
      if (input && inputKey)
        await this.deps.blobs.put(inputKey, input.png, { contentType: 'image/png', visibility: 'private' });
      await this.deps.repo.insert({
        id,
        kind: 'image',
        filename: id,
        userId: caller.userId,
        name: body.name?.trim() || body.description.slice(0, 80),
        description: body.description,
        tags: (body.tags ?? []).join(', '),
        model: model.key,
        width,
        height,
        size: body.size ?? sizeName(width, height),
        quality: body.quality ?? null,
        steps,
        // Each image of a run gets its own seed, so a run of 2 gives two different images. A character's
        // pictures start from the character's own seed, so it looks the same from one run to the next.
        seed: character
          ? characterSeed(character.id, i)
          : body.seed === undefined
            ? null
            : (body.seed + i) % 2 ** 32,
        characterId: character?.id ?? null,
        inputKey,
        number: 1,
        source: body.source,
        language: body.language ?? null,
        credits: perItem,
        requestedOn: body.startGenerate ? now : null,
        startedOn: null,
        finishedOn: null,
        message: null,
        imageKey: null,
        thumbKey: null,
        categoryId: null,
        createdAt: now,
        updatedAt: now,
      });
      created.push((await this.deps.repo.findById(id))!);
    }
    if (body.startGenerate) {
      for (const item of created) await this.deps.schedule(item);
      this.deps.analytics?.capture(
        { name: 'generation_requested', props: { media: 'image', model: model.key, number: body.number } },
        caller.userId,
      );
    }
    const first = created[0]!;
    return { filename: first.filename, _id: first.id, credits: totalBalance(user) };
  }

  async queue(caller: Caller): Promise<QueueReply> {
    return this.deps.repo.queueCounts(caller.userId);
  }

  /** Takes a queued item out of the queue before it starts: the slot frees, nothing is charged. */
  async cancel(caller: Caller, id: string): Promise<ImageItem> {
    const item = await this.owned(caller, id);
    if (!canCancelItem(itemStatus(item)))
      throw new HttpError(
        409,
        'not_cancellable',
        'Only an image still waiting in the queue can be cancelled.',
      );
    await this.deps.repo.update(id, { requestedOn: null, progress: 0 });
    return this.present(caller, await this.deps.repo.findById(id));
  }

  /** Runs a failed or no-credits item again (a new run: charged once more, once). */
  async restart(caller: Caller, id: string): Promise<ImageItem> {
    const item = this.generated(await this.owned(caller, id));
    if (!canRestartItem(itemStatus(item)))
      throw new HttpError(409, 'not_restartable', 'Only a failed image can be restarted.');
    await this.requeue(item);
    return this.present(caller, await this.deps.repo.findById(id));
  }

  /** PUT /images/user/{_id}/generate: a new description or privacy, then a new run. */
  async regenerate(
    caller: Caller,
    id: string,
    body: { newDescription?: string; private?: boolean },
  ): Promise<ImageItem> {
    const item = this.generated(await this.owned(caller, id));
    if (item.requestedOn && !item.finishedOn)
      throw new HttpError(409, 'in_progress', 'This image is still being made.');
    if (body.private !== undefined && Boolean(item.private) !== body.private) {
      const user = await this.deps.users.require(caller.userId);
      if (!maySwitchPrivacy(caller, item, user.subscription, body.private))
        throw forbidden('Private images come with Premium and Ultimate.');
      await this.deps.repo.update(id, { private: body.private ? 1 : 0 });
    }
    if (body.newDescription?.trim())
      await this.deps.repo.update(id, { description: body.newDescription.trim() });
    await this.requeue((await this.deps.repo.findById(id))!);
    return this.present(caller, await this.deps.repo.findById(id));
  }

  /** One item by filename: public ones for anyone, private ones for the owner and admins. */
  async byFilename(caller: Caller | null, filename: string): Promise<ImageItem> {
    return this.present(caller, visibleItem(caller, await this.deps.repo.findByFilename(filename)));
  }

  /**
   * Items by id as `caller` sees them, for another module's list of them (the asset library): those it may
   * not see are left out.
   */
  async byIds(caller: Caller, ids: readonly string[]): Promise<ImageItem[]> {
    const rows = (await this.deps.repo.findByIds(ids)).filter(
      (r) => managesItem(caller, r) || isPublicItem(r),
    );
    return this.presentFor(caller, rows);
  }

  async mine(caller: Caller, body: MineAllBody): Promise<ImageItem[]> {
    const filters = {
      keywords: body.keywords,
      tags: body.tags,
      model: body.model,
      size: body.size,
      private: body.private,
    };
    let rows: ItemRow[];
    if (body.after) {
      const last = await this.deps.repo.findById(body.after);
      if (!last || !ownsItem(caller, last)) throw fieldError('after', 'after must name one of your images.');
      rows = (
        await this.deps.repo.listMine(caller.userId, body.media, filters, body.limit, {
          value: last.createdAt,
          id: last.id,
        })
      ).items;
    } else {
      rows = await this.deps.repo.listMineAt(
        caller.userId,
        body.media,
        filters,
        body.limit,
        body.index * body.limit,
      );
    }
    return this.presentFor(caller, rows);
  }

  /**
   * GET /images/mine/exists: whether the caller has made anything yet (pictures or videos; of these models
   * when given), so the generator can open on My creations. Visitors have made nothing.
   */
  async mineExists(caller: Caller | null, models: readonly string[]): Promise<{ exists: boolean }> {
    if (!caller) return { exists: false };
    return { exists: await this.deps.repo.hasMine(caller.userId, VISUAL_KINDS, models) };
  }

  /** Pictures made on this server, finished (the statistics banner). */
  countMade(): Promise<number> {
    return this.deps.repo.countMade(IMAGE_KIND);
  }

  /** Items as `caller` sees them: `liked` comes from one lookup for the whole list. */
  async presentFor(caller: Caller | null, rows: readonly ItemRow[]): Promise<ImageItem[]> {
    const liked = caller
      ? await this.deps.repo.likedAmong(
          caller.userId,
          rows.map((r) => r.id),
        )
      : new Set<string>();
    return rows.map((r) => presentItem(r, caller, { ...this.deps.present, liked }));
  }

  private async requeue(item: ItemRow): Promise<void> {
    const now = nowIso();
    await this.deps.repo.update(item.id, {
      requestedOn: now,
      startedOn: null,
      finishedOn: null,
      message: null,
      progress: 0,
      charged: 0,
    });
    await this.deps.schedule((await this.deps.repo.findById(item.id))!);
  }

  /**
   * An item a model generated, which can be made again. A picture saved from the editor or made by the photo
   * wizard has no generation to repeat (its model is the editor or an edit model): 409.
   */
  private generated(item: ItemRow): ItemRow {
    const model = this.deps.providers.models().find((m) => m.key === item.model);
    if (model?.capability === 'image' || model?.capability === 'video') return item;
    throw new HttpError(
      409,
      'not_generated',
      'This picture was made in the editor or the photo wizard, so it cannot be made again. Open it in the editor to change it.',
    );
  }

  private async owned(caller: Caller, id: string): Promise<ItemRow> {
    return managedItem(caller, await this.deps.repo.findById(id));
  }

  private async present(caller: Caller | null, item: ItemRow | undefined): Promise<ImageItem> {
    if (!item) throw notFound(NO_SUCH_IMAGE);
    return (await this.presentFor(caller, [item]))[0]!;
  }

  private dimensions(body: CreateImageBody): [number, number] {
    if (body.width !== undefined && body.height !== undefined) return [body.width, body.height];
    if (body.width !== undefined || body.height !== undefined) {
      throw fieldError(
        body.width === undefined ? 'width' : 'height',
        'Give both width and height, or a size.',
      );
    }
    const size = body.size ?? 'square';
    if (size === 'custom') throw fieldError('width', 'A custom size needs width and height.');
    return SIZE_DEFAULTS[size];
  }
}
