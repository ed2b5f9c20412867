import type { Logger } from '../../platform/logging/logger';
import sharp from 'sharp';
import { bestEffort } from '../../platform/logging/best-effort';
import { ServerEvents, type ImageProgressEvent } from '@muse/contracts';
import {
  INTERNAL_FILTER_MARKER,
  NO_CREDITS_MARKER,
  checkSafety,
  generationIsFree,
  promptWithCharacter,
  hasUnlimitedGenerations,
} from '@muse/domain';
import type { InputImage, ProviderRegistry } from '@muse/providers';
import { HttpError } from '../../platform/http/errors';
import { readBlob, type BlobStore } from '../../platform/storage';
import {
  PromptTranslator,
  readTranslation,
  translatedFrom,
  type PromptTranslation,
} from '../../platform/translation';
import { EngineFailure } from '../../shared/engine-failure';
import { nowIso } from '../../shared/ids';
import type { CreditsService } from '../credits';
import type { UsersService } from '../users';
import { videoFileKey, watermarkKey } from './images.media-keys';
import type { CharactersService } from './images.characters.service';
import { splitTags } from './images.presenter';
import { storePicture } from './images.store-picture';
import { VIDEO_KIND, type ImagesRepository, type ItemRow } from './images.repository';

export { THUMB_HEIGHT } from './images.store-picture';

export interface RenderContext {
  progress(pct: number): Promise<void>;
  signal: AbortSignal;
}

export interface RendererDeps {
  repo: ImagesRepository;
  users: UsersService;
  credits: CreditsService;
  providers: ProviderRegistry;
  blobs: BlobStore;
  logger: Logger;
  notify(userId: string, event: string, data: unknown): void;
  /** hosted images a day an unlimited plan makes without credits (UNLIMITED_HOSTED_PER_DAY) */
  hostedFairUsePerDay: number;
  /** the character an item is made with (Ultimate) */
  characters: Pick<CharactersService, 'forRender'>;
  /** prompts in other languages, translated before the engine gets them (default: one of its own) */
  translator?: Pick<PromptTranslator, 'toEnglish'>;
}

/** What an engine made: the picture (a video's poster), its notes, and the video itself for a video item. */
interface Made {
  png: Buffer;
  notes: string | null;
  video?: { data: Buffer; mimeType: string; seconds: number };
}

/** What a run that failed after its image was made says (the cause is logged, not shown). */
const NOT_SAVED = 'The image could not be saved. Please try again.';

/**
 * The work of one queued image: mark it started, charge its credits once per run (idempotency key = item and
 * run), render it with the model's engine, store the image and its thumbnail, and finish it. A run that
 * cannot be paid finishes with the no-credits marker. An engine failure is thrown as an EngineFailure, so
 * the queue tries again with the charge kept; after the last try the job's onFailed records it: the item
 * finishes with the error and what this run was charged is refunded. A try cut short by a closing queue
 * records it at once. Any other failure of the last try (storing the image) finishes it the same way.
 */
export class ImageRenderer {
  private readonly translator: Pick<PromptTranslator, 'toEnglish'>;

  constructor(private readonly deps: RendererDeps) {
    this.translator = deps.translator ?? new PromptTranslator(deps);
  }

  async render(itemId: string, ctx: RenderContext): Promise<void> {
    const { repo } = this.deps;
    let item = await repo.findById(itemId);
    // Cancelled (no requestedOn) or already done: at-least-once delivery may bring a job twice.
    if (!item || !item.requestedOn || item.finishedOn) return;
    const run = item.requestedOn;
    if (!item.startedOn) {
      await repo.update(itemId, { startedOn: nowIso(), progress: 0 });
      item = (await repo.findById(itemId))!;
    }
    this.emit(item, 'started', 0);

    // Words in another language reach the engine in English (or as written, and the item says why).
    const prompt = (await this.promptOf(item, ctx.signal)).used.description ?? item.description;

    // Blocked before anything is charged (the English words too: a translation can say what they hid).
    const safety = checkSafety(`${item.name}\n${item.description}\n${item.tags}\n${prompt}`);
    if (!safety.safe) {
      await this.finish(item, `${INTERNAL_FILTER_MARKER}: ${safety.reason}`);
      return;
    }

    if (!item.charged && !(await this.charge(item, run))) return;

    let made: Made;
    try {
      const onProgress = (pct: number) => {
        const scaled = Math.round(pct * 0.9);
        bestEffort(
          this.deps.logger,
          'image progress',
          repo.update(itemId, { progress: scaled }),
          ctx.progress(scaled),
        );
        this.emit(item!, 'started', scaled);
      };
      made =
        item.kind === VIDEO_KIND
          ? await this.makeVideo(item, prompt, ctx, onProgress)
          : await this.makeImage(item, prompt, ctx, onProgress);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const what = item.kind === VIDEO_KIND ? 'video' : 'image';
      const failure = new EngineFailure(err, () =>
        this.fail(item, run, `The ${what} could not be made: ${reason}`),
      );
      if (ctx.signal.aborted) return failure.record();
      throw failure; // the queue retries; the charge stands
    }

    const visibility = item.private ? 'private' : 'public';
    const stored = await storePicture(this.deps.blobs, item.filename, visibility, made.png);
    let videoKey: string | null = null;
    if (made.video) {
      videoKey = videoFileKey(visibility, item.filename);
      await this.deps.blobs.put(videoKey, made.video.data, { contentType: made.video.mimeType, visibility });
    }
    await repo.update(itemId, {
      imageKey: stored.imageKey,
      thumbKey: stored.thumbKey,
      width: stored.width ?? item.width,
      height: stored.height ?? item.height,
      finishedOn: nowIso(),
      progress: 100,
      message: made.notes,
      ...(made.video ? { videoKey, lengthSeconds: made.video.seconds } : {}),
    });
    await ctx.progress(100);
    this.emit(item, 'finished', 100);
  }

  /**
   * What happened to the item's words: kept from an earlier try of this run when they are the same words,
   * else told and (with a hosted text model) translated now, and recorded on the item for its info.
   */
  private async promptOf(item: ItemRow, signal: AbortSignal): Promise<PromptTranslation> {
    const texts = { description: item.description };
    const stored = readTranslation(item.promptTranslation);
    if (stored && translatedFrom(stored, texts)) return stored;
    const made = await this.translator.toEnglish(texts, signal);
    await this.deps.repo.update(item.id, { promptTranslation: JSON.stringify(made) });
    return made;
  }

  private async makeImage(
    item: ItemRow,
    prompt: string,
    ctx: RenderContext,
    onProgress: (pct: number) => void,
  ): Promise<Made> {
    const engine = this.deps.providers.engineForModel(item.model, 'image');
    if (!engine) throw new Error(`the model ${item.model} is not available on this server`);
    const inputs = await this.imageInputs(item, prompt);
    const { inputImages, notes } = inputs;
    const result = await engine.generate(
      {
        prompt: inputs.prompt,
        ...(inputImages.length ? { inputImages } : {}),
        width: item.width ?? 1024,
        height: item.height ?? 1024,
        n: 1,
        seed: item.seed ?? undefined,
        quality: item.quality ?? undefined,
        styles: item.tags ? splitTags(item.tags) : undefined,
      },
      { signal: ctx.signal, onProgress },
    );
    const said = [...notes, ...(result.notes ? [result.notes] : [])];
    return { png: result.images[0]!.data, notes: said.length ? said.join('; ') : null };
  }

  /**
   * What an Ultimate item adds to its prompt (`words`, already in English): its character's description
   * and reference picture, and the picture it starts from. A model that takes fewer pictures than that gets
   * the start picture first; what it could not take is said in the item's info, never dropped in silence.
   */
  private async imageInputs(
    item: ItemRow,
    words: string,
  ): Promise<{ prompt: string; inputImages: InputImage[]; notes: string[] }> {
    let prompt = words;
    const inputImages: InputImage[] = [];
    const notes: string[] = [];
    if (item.inputKey) {
      const png = await readBlob(this.deps.blobs, item.inputKey);
      if (!png) throw new Error('the picture it starts from is missing');
      inputImages.push({ data: png, mimeType: 'image/png', role: 'start' });
    }
    if (item.characterId) {
      const character = await this.deps.characters.forRender(item.characterId);
      if (!character) notes.push('made without its character, which was deleted');
      else {
        prompt = promptWithCharacter(prompt, character);
        if (character.reference)
          inputImages.push({ data: character.reference, mimeType: 'image/png', role: 'character' });
      }
    }
    const model = this.deps.providers.models().find((m) => m.key === item.model);
    const takes = model?.image?.supportsImages ?? 0;
    const left = inputImages.splice(takes);
    if (left.some((i) => i.role === 'start'))
      notes.push(`${model?.name ?? item.model} did not use your picture`);
    if (left.some((i) => i.role === 'character'))
      notes.push(
        `${model?.name ?? item.model} drew the character from its description only, not its picture`,
      );
    return { prompt, inputImages, notes };
  }

  /** A video item: its pictures read from their items, the clip made by the model's video engine. */
  private async makeVideo(
    item: ItemRow,
    prompt: string,
    ctx: RenderContext,
    onProgress: (pct: number) => void,
  ): Promise<Made> {
    const engine = this.deps.providers.engineForModel(item.model, 'video');
    if (!engine) throw new Error(`the model ${item.model} is not available on this server`);
    const images = await this.sourcePictures(item);
    const soundtrack = item.soundtrackKey ? await readBlob(this.deps.blobs, item.soundtrackKey) : undefined;
    if (item.soundtrackKey && !soundtrack) throw new Error('the track it was made from was deleted');
    const result = await engine.generate(
      {
        prompt,
        width: item.width ?? 1280,
        height: item.height ?? 720,
        durationSeconds: item.lengthSeconds ?? 5,
        audio: Boolean(item.audio),
        ...(images.length ? { images } : {}),
        ...(item.script ? { script: JSON.parse(item.script) as { prompt: string; start: number }[] } : {}),
        ...(soundtrack ? { soundtrack } : {}),
        // A bigint column: PostgreSQL hands it back as a string.
        ...(item.seed !== null ? { seed: Number(item.seed) } : {}),
      },
      { signal: ctx.signal, onProgress },
    );
    // A poster comes with the local engine; without one the first picture stands in, else a dark frame.
    const png =
      result.poster ??
      images[0] ??
      (await sharp({
        create: { width: item.width ?? 1280, height: item.height ?? 720, channels: 3, background: '#111' },
      })
        .png()
        .toBuffer());
    return {
      png,
      notes: result.notes ?? null,
      video: { data: result.video, mimeType: result.mimeType, seconds: result.durationSeconds },
    };
  }

  /** The pictures a video animates; one deleted since the request is left out (the prompt still leads). */
  private async sourcePictures(item: ItemRow): Promise<Buffer[]> {
    const filenames = item.sourceImages ? (JSON.parse(item.sourceImages) as string[]) : [];
    const out: Buffer[] = [];
    for (const filename of filenames) {
      const source = await this.deps.repo.findByFilename(filename);
      const png = source?.imageKey ? await readBlob(this.deps.blobs, source.imageKey) : null;
      if (png) out.push(png);
    }
    if (filenames.length && !out.length && !item.description.trim()) {
      throw new Error('the pictures it animates were deleted');
    }
    return out;
  }

  /** Charges this run; false (and the item finished as no-credits) when the balance cannot pay. */
  private async charge(item: ItemRow, run: string): Promise<boolean> {
    const user = await this.deps.users.require(item.userId);
    // Pro, Premium and Ultimate make unlimited images: on hosted models within the operator's daily fair use.
    const models = this.deps.providers.models();
    const model = models.find((m) => m.key === item.model);
    const hosted = models.filter((m) => m.kind === 'hosted').map((m) => m.key);
    const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
    const freeToday =
      hasUnlimitedGenerations(user.subscription) && model?.kind === 'hosted'
        ? await this.deps.repo.countFreeHosted(item.userId, hosted, today, item.id)
        : 0;
    const free = generationIsFree(user.subscription, model, {
      freeToday,
      perDay: this.deps.hostedFairUsePerDay,
    });
    if (!free && item.credits > 0) {
      try {
        await this.deps.credits.spend(item.userId, item.credits, {
          reason: `image ${item.filename}`,
          idempotencyKey: `image:${item.id}:${run}`,
        });
      } catch (err) {
        if (err instanceof HttpError && err.code === 'insufficient_credits') {
          await this.finish(item, NO_CREDITS_MARKER);
          return false;
        }
        throw err;
      }
    }
    await this.deps.repo.update(item.id, { charged: free ? 0 : 1 });
    return true;
  }

  /**
   * After the last try failed for a reason that is not the engine's (storing the picture, the database):
   * the run finishes with a plain message and its charge is refunded.
   */
  async failAfterTries(itemId: string): Promise<void> {
    const item = await this.deps.repo.findById(itemId);
    if (!item || !item.requestedOn || item.finishedOn) return;
    await this.fail(item, item.requestedOn, NOT_SAVED);
  }

  private async fail(item: ItemRow, run: string, message: string): Promise<void> {
    const current = await this.deps.repo.findById(item.id);
    if (current?.charged) {
      await this.deps.credits.grant(item.userId, item.credits, {
        reason: `refund: image ${item.filename} failed`,
        idempotencyKey: `refund:image:${item.id}:${run}`,
      });
      await this.deps.repo.update(item.id, { charged: 0 });
    }
    await this.finish(item, message);
  }

  /**
   * Finishes a run without an image (blocked, no credits, failed). A regenerated item may still hold the
   * previous run's files: they go, so an old picture never shows beside a description it was not made from
   * (a blocked description would otherwise reach the public lists with the old image).
   */
  private async finish(item: ItemRow, message: string): Promise<void> {
    const stale = [item.imageKey, item.thumbKey, item.videoKey].filter((k): k is string => !!k);
    if (stale.length > 0) stale.push(watermarkKey(item));
    await this.deps.repo.update(item.id, {
      finishedOn: nowIso(),
      message,
      progress: 100,
      imageKey: null,
      thumbKey: null,
      videoKey: null,
    });
    await Promise.allSettled(stale.map((key) => this.deps.blobs.delete(key)));
    this.emit(item, 'finished', 100);
  }

  private emit(item: ItemRow, state: ImageProgressEvent['state'], progress: number): void {
    const event: ImageProgressEvent = { _id: item.id, filename: item.filename, state, progress };
    this.deps.notify(item.userId, ServerEvents.imageProgress, event);
  }
}
