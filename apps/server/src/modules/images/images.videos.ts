import type { CreateImageBody, CreateImageReply, ModelEntry, VideoModelSettings } from '@muse/contracts';
import {
  MUSIC_VIDEO_MAX_SECONDS,
  QUEUE_LIMIT_MESSAGE,
  closestVideoSize,
  defaultVideoLength,
  planMusicVideo,
  queueLimit,
  sizeName,
  toTier,
  totalBalance,
  videoCost,
  videoImagesProblem,
  videoLengthBounds,
  videoLengthProblem,
} from '@muse/domain';
import { midiTempo, type ProviderRegistry } from '@muse/providers';
import { readBlob, type BlobStore } from '../../platform/storage';
import type { AnalyticsSink } from '../../platform/analytics';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, conflict, fieldError } from '../../platform/http/errors';
import { newId, nowIso } from '../../shared/ids';
import type { UsersService } from '../users';
import { filenameOf, isPublicItem, managesItem, visibleItem } from './images.policy';
import { VIDEO_KIND, type ImagesRepository, type ItemRow } from './images.repository';

export type VideoModel = ModelEntry & { video: VideoModelSettings };

/** The model a music video is made with: the local engine that takes a script and a soundtrack. */
const MUSIC_VIDEO_MODEL = 'motion';
/** A short clip for sharing: 480p renders in about a third of 720p's time. */
const MUSIC_VIDEO_SIZE = '854x480';

export interface VideoRequestDeps {
  repo: ImagesRepository;
  users: UsersService;
  providers: Pick<ProviderRegistry, 'models'>;
  blobs: BlobStore;
  /** queues the render job of an item */
  schedule(item: ItemRow): Promise<void>;
  /** product analytics: a generation was requested */
  analytics?: Pick<AnalyticsSink, 'capture'>;
}

/**
 * Video requests (`POST /images/` with a video model, `POST /images/animate/{_id}`): checked against the
 * model's rules (length on its step, pictures it needs or takes, sizes, audio), priced, and queued as a
 * video item in the same queue as pictures. The render job makes it (images.renderer.ts).
 */
export class VideoRequests {
  constructor(private readonly deps: VideoRequestDeps) {}

  /** The catalogue's video model `key`, or undefined when `key` names none (a picture model, say). */
  find(key: string): VideoModel | undefined {
    const model = this.deps.providers.models().find((m) => m.key === key && m.capability === 'video');
    return model?.video ? (model as VideoModel) : undefined;
  }

  private available(key: string): VideoModel {
    const model = this.find(key);
    if (!model) throw fieldError('model', `There is no video model "${key}".`);
    if (!model.available) {
      throw new HttpError(
        422,
        'model_unavailable',
        `${model.name} is not available on this server: it ${model.unavailableReason ?? 'is not configured'}.`,
      );
    }
    return model;
  }

  async request(caller: Caller, body: CreateImageBody): Promise<CreateImageReply> {
    const user = await this.deps.users.require(caller.userId);
    const model = this.available(body.model);
    const rules = model.video;
    const size = this.size(model, body);
    const [width, height] = size.split('x').map(Number) as [number, number];
    const lengthProblem = videoLengthProblem(videoLengthBounds(rules, size), body.length);
    if (lengthProblem) throw fieldError('length', lengthProblem);
    if (body.audio && !rules.audio) throw fieldError('audio', `${model.name} makes videos without sound.`);
    if (body.number !== 1) throw fieldError('number', 'A request makes one video.');

    const sources = await this.sources(caller, body.videoImages ?? []);
    const imagesProblem = videoImagesProblem(rules, sources.length, model.name);
    if (imagesProblem) throw fieldError('videoImages', imagesProblem);
    if (sources.length > 1 && !rules.capabilities.includes('multi-image-to-video')) {
      throw fieldError('videoImages', `${model.name} animates one picture at a time.`);
    }

    if (body.startGenerate) {
      const queued = await this.deps.repo.countPending(caller.userId);
      const limit = queueLimit(toTier(user.subscription), totalBalance(user));
      if (queued + 1 > limit) throw new HttpError(409, 'queue_limit', QUEUE_LIMIT_MESSAGE, { limit, queued });
    }

    const id = newId();
    const now = nowIso();
    const audio = body.audio === true;
    const prompt = body.description.trim();
    await this.deps.repo.insert({
      id,
      kind: VIDEO_KIND,
      filename: id,
      userId: caller.userId,
      name: body.name?.trim() || prompt.slice(0, 80),
      description: prompt,
      tags: (body.tags ?? []).join(', '),
      model: model.key,
      width,
      height,
      size: sizeName(width, height),
      quality: null,
      steps: null,
      seed: body.seed ?? null,
      number: 1,
      source: body.source,
      language: body.language ?? null,
      // A video of a private picture would show it to everyone: it is private too.
      private: sources.some((s) => s.private) ? 1 : 0,
      credits: videoCost(rules, { width, height, lengthSeconds: body.length!, audio }),
      requestedOn: body.startGenerate ? now : null,
      startedOn: null,
      finishedOn: null,
      message: null,
      imageKey: null,
      thumbKey: null,
      categoryId: null,
      lengthSeconds: body.length!,
      audio: audio ? 1 : 0,
      sourceImages: sources.length ? JSON.stringify(sources.map((s) => s.filename)) : null,
      createdAt: now,
      updatedAt: now,
    });
    const item = (await this.deps.repo.findById(id))!;
    if (body.startGenerate) {
      await this.deps.schedule(item);
      this.deps.analytics?.capture(
        { name: 'generation_requested', props: { media: 'video', model: model.key, number: 1 } },
        caller.userId,
      );
    }
    return { filename: item.filename, _id: item.id, credits: totalBalance(user) };
  }

  /**
   * "Animate" in the viewer: a video of the picture `itemId` (one the caller may see), from its prompt, at
   * the model's size closest to the picture's shape and its default length, without sound.
   */
  async animate(caller: Caller, itemId: string, modelKey: string): Promise<CreateImageReply> {
    const picture = visibleItem(caller, await this.deps.repo.findById(itemId));
    if (picture.kind !== 'image') throw conflict('not_a_picture', 'Only a picture can be animated.');
    if (!picture.imageKey)
      throw conflict('not_ready', 'This picture is not finished yet; animate it once it is.');
    const model = this.available(modelKey);
    if (!model.video.capabilities.includes('image-to-video')) {
      throw fieldError(
        'model',
        `${model.name} makes videos from words only; choose a model that animates pictures.`,
      );
    }
    const size = closestVideoSize(model.video, picture.width ?? 1024, picture.height ?? 1024);
    const [width, height] = size.split('x').map(Number) as [number, number];
    return this.request(caller, {
      name: picture.name,
      description: picture.description || picture.name,
      tags: picture.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      model: model.key,
      width,
      height,
      length: defaultVideoLength(videoLengthBounds(model.video, size)),
      audio: false,
      videoImages: [picture.filename],
      startGenerate: true,
      source: 'web',
      number: 1,
    });
  }

  /**
   * A track's music video (the music module asks, having checked the caller may): the track's opening as
   * its soundtrack, one shot per sung line over its style, cut on its bars (the domain's planMusicVideo).
   * It belongs to the track's owner and is as private as the track; an admin's request for someone else's
   * track costs nothing.
   */
  async requestMusicVideo(caller: Caller, track: ItemRow): Promise<ItemRow> {
    const model = this.available(MUSIC_VIDEO_MODEL);
    const midi = track.midiKey ? await readBlob(this.deps.blobs, track.midiKey) : null;
    const tempo = midi ? midiTempo(midi) : { bpm: 120, beatsPerBar: 4 };
    const tags = track.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const theme = (track.description || track.keywords || track.name).slice(0, 300);
    const plan = planMusicVideo({
      lyrics: track.lyrics ?? '',
      theme,
      style: tags,
      trackSeconds: track.lengthSeconds ?? MUSIC_VIDEO_MAX_SECONDS,
      ...tempo,
    });
    const [width, height] = MUSIC_VIDEO_SIZE.split('x').map(Number) as [number, number];
    const id = newId();
    const now = nowIso();
    const forOwner = caller.userId === track.userId;
    await this.deps.repo.insert({
      id,
      kind: VIDEO_KIND,
      filename: id,
      userId: track.userId,
      name: `${track.name} (music video)`.slice(0, 200),
      description: theme,
      tags: tags.join(', '),
      model: model.key,
      width,
      height,
      size: sizeName(width, height),
      number: 1,
      source: 'web',
      private: track.private,
      credits: forOwner
        ? videoCost(model.video, { width, height, lengthSeconds: plan.durationSeconds, audio: true })
        : 0,
      requestedOn: now,
      lengthSeconds: plan.durationSeconds,
      audio: 1,
      script: JSON.stringify(plan.shots),
      soundtrackKey: track.audioKey,
      createdAt: now,
      updatedAt: now,
    });
    const item = (await this.deps.repo.findById(id))!;
    await this.deps.schedule(item);
    return item;
  }

  /** The size asked for (width and height, else the model's default), one of the model's sizes. */
  private size(model: VideoModel, body: CreateImageBody): string {
    if ((body.width === undefined) !== (body.height === undefined)) {
      throw fieldError(
        body.width === undefined ? 'width' : 'height',
        'Give both width and height, or neither.',
      );
    }
    const size = body.width !== undefined ? `${body.width}x${body.height}` : model.video.defaultSize;
    if (!model.video.sizes.includes(size)) {
      throw fieldError('width', `${model.name} makes videos of ${model.video.sizes.join(', ')} pixels.`);
    }
    return size;
  }

  /** The pictures named by filename: finished pictures the caller may see, in the order given. */
  private async sources(caller: Caller, filenames: readonly string[]): Promise<ItemRow[]> {
    const out: ItemRow[] = [];
    for (const filename of filenames) {
      const item = await this.deps.repo.findByFilename(filenameOf(filename));
      // Seen by the caller (the policy's visibleItem without its 404): their own, or finished and public.
      const usable = item && (managesItem(caller, item) || isPublicItem(item));
      if (!usable || item.kind !== 'image' || !item.imageKey) {
        throw fieldError('videoImages', `There is no finished picture "${filename}" you can use.`);
      }
      out.push(item);
    }
    return out;
  }
}
