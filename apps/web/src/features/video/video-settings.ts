import type { ModelEntry, VideoCapability, VideoModelSettings } from '@muse/contracts';
import {
  defaultVideoLength,
  matchesVideoSize,
  videoCost,
  videoLengthBounds,
  videoLengths,
  videoImagesProblem,
} from '@muse/domain';

export type VideoModel = ModelEntry & { video: VideoModelSettings };

/** A picture chosen to animate: enough to show it and check its shape. */
export interface PictureRef {
  filename: string;
  name: string;
  thumb: string | null;
  width: number;
  height: number;
}

/** What the video view's settings hold. */
export interface VideoSettings {
  model: string;
  size: string;
  length: number;
  audio: boolean;
  pictures: PictureRef[];
}

export type CapabilityFilter = 'all' | VideoCapability;

export const CAPABILITY_LABELS: Record<VideoCapability, string> = {
  'text-to-video': 'Text to video',
  'image-to-video': 'Picture to video',
  'multi-image-to-video': 'Several pictures',
};

export function isVideoModel(model: ModelEntry | undefined): model is VideoModel {
  return !!model && model.capability === 'video' && !!model.video;
}

/** The picker's list: models that can do `filter`, featured first, then by group and name. */
export function videoModelsFor(models: readonly ModelEntry[], filter: CapabilityFilter): VideoModel[] {
  return models
    .filter(isVideoModel)
    .filter((m) => filter === 'all' || m.video.capabilities.includes(filter))
    .sort(
      (a, b) =>
        Number(b.video.featured) - Number(a.video.featured) ||
        a.video.group.localeCompare(b.video.group) ||
        a.name.localeCompare(b.name),
    );
}

/** The model a visit starts with: one that animates pictures when pictures were handed over. */
export function initialVideoModel(
  models: readonly ModelEntry[],
  withPictures: boolean,
): VideoModel | undefined {
  const usable = videoModelsFor(models, withPictures ? 'image-to-video' : 'text-to-video').filter(
    (m) => m.available,
  );
  return usable[0] ?? videoModelsFor(models, 'all')[0];
}

/** The settings a model starts with: its default size and length; the pictures and sound carry over. */
export function defaultVideoSettings(model: VideoModel, previous?: VideoSettings): VideoSettings {
  const size = model.video.defaultSize;
  return {
    model: model.key,
    size,
    length: defaultVideoLength(videoLengthBounds(model.video, size)),
    audio: model.video.audio && (previous?.audio ?? false),
    pictures: (previous?.pictures ?? []).slice(0, model.video.supportsImages),
  };
}

/** Another size: the length stays where the new bounds allow it, else it moves to the nearest. */
export function withSize(settings: VideoSettings, model: VideoModel, size: string): VideoSettings {
  const lengths = videoLengths(videoLengthBounds(model.video, size));
  const length = lengths.includes(settings.length)
    ? settings.length
    : lengths.reduce((best, l) =>
        Math.abs(l - settings.length) < Math.abs(best - settings.length) ? l : best,
      );
  return { ...settings, size, length };
}

/** The lengths offered at the chosen size. */
export function lengthsFor(settings: VideoSettings, model: VideoModel): number[] {
  return videoLengths(videoLengthBounds(model.video, settings.size));
}

/** Why Create must first open the settings (a model that needs a picture, without one), or null. */
export function picturesProblem(settings: VideoSettings, model: VideoModel): string | null {
  return videoImagesProblem(model.video, settings.pictures.length, model.name);
}

/** The pictures whose shape differs from the chosen size: they will be cropped to fit. */
export function mismatchedPictures(settings: VideoSettings): Set<string> {
  return new Set(
    settings.pictures
      .filter((p) => !matchesVideoSize(settings.size, p.width, p.height))
      .map((p) => p.filename),
  );
}

export function videoRunCost(settings: VideoSettings, model: VideoModel | undefined): number | null {
  if (!model) return null;
  const [width, height] = settings.size.split('x').map(Number) as [number, number];
  return videoCost(model.video, { width, height, lengthSeconds: settings.length, audio: settings.audio });
}

/** The body of POST /images/ for a video of `prompt` with these settings. */
export function videoBody(settings: VideoSettings, prompt: string) {
  const [width, height] = settings.size.split('x').map(Number) as [number, number];
  return {
    description: prompt.trim(),
    model: settings.model,
    width,
    height,
    length: settings.length,
    audio: settings.audio,
    ...(settings.pictures.length ? { videoImages: settings.pictures.map((p) => p.filename) } : {}),
  };
}

export const formatLength = (seconds: number) => `${seconds} s`;
