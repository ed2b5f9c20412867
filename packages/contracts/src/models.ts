import * as z from 'zod/mini';

export const Capability = z.enum(['text', 'image', 'music', 'speech', 'ocr', 'video', 'embeddings']);
export type Capability = z.infer<typeof Capability>;

/** The heading of the models that run on an image server the operator hosts (Stable Diffusion, ComfyUI). */
export const IMAGE_SERVER_GROUP = 'Image server';

/** An image model's settings: where it is listed, what it costs, which sizes and input images it takes. */
export const ImageModelSettings = z.object({
  /** The heading it is listed under, e.g. "Muse local" or "OpenAI". */
  group: z.string(),
  /** Base credits per image at 1024×1024. */
  credits: z.number().check(z.int(), z.nonnegative()),
  /** The most one image may cost, whatever its size and steps. */
  maxCredits: z.optional(z.number().check(z.int(), z.positive())),
  /**
   * A picture of what it makes: the thumbnail of its most liked public picture on this server (absent until
   * there is one).
   */
  img: z.optional(z.string()),
  featured: z.boolean(),
  /** How many input images it accepts; 0 for text to image only. */
  supportsImages: z.number().check(z.int(), z.nonnegative()),
  /** Preset sizes as "WIDTHxHEIGHT". */
  sizes: z.array(z.string().check(z.regex(/^\d+x\d+$/))),
  /** Bounds of a custom size, per side in pixels. */
  sizeBounds: z.object({
    min: z.number().check(z.int()),
    max: z.number().check(z.int()),
    step: z.number().check(z.int(), z.positive()),
  }),
  description: z.string(),
});
export type ImageModelSettings = z.infer<typeof ImageModelSettings>;

/** What a video model makes: from a prompt, from one picture, or from several pictures (one shot each). */
export const VideoCapability = z.enum(['text-to-video', 'image-to-video', 'multi-image-to-video']);
export type VideoCapability = z.infer<typeof VideoCapability>;

/** A video model's settings (the spec's Video model): capabilities, length rules, sizes and price. */
export const VideoModelSettings = z.object({
  group: z.string(),
  /** Credits for one clip of 5 s at 1024×1024 pixels' worth of area, before the audio factor. */
  credits: z.number().check(z.int(), z.nonnegative()),
  /** The most one clip may cost. */
  maxCredits: z.optional(z.number().check(z.int(), z.positive())),
  featured: z.boolean(),
  capabilities: z.array(VideoCapability),
  /** A picture is needed: without one the settings open to add it. */
  requiresImages: z.boolean(),
  /** How many pictures it animates at most. */
  supportsImages: z.number().check(z.int(), z.nonnegative()),
  /** Length in seconds at the default size. */
  minLength: z.number().check(z.positive()),
  maxLength: z.number().check(z.positive()),
  lengthStep: z.number().check(z.positive()),
  /** The longest clip at any size other than the default one (the spec's "size change sets the maximum to 20"). */
  otherSizeMaxLength: z.optional(z.number().check(z.positive())),
  /** "WIDTHxHEIGHT" */
  defaultSize: z.string().check(z.regex(/^\d+x\d+$/)),
  sizes: z.array(z.string().check(z.regex(/^\d+x\d+$/))),
  /** Whether it can score the clip with a soundtrack. */
  audio: z.boolean(),
  description: z.string(),
});
export type VideoModelSettings = z.infer<typeof VideoModelSettings>;

/** One entry of GET /api/models: a model of the catalogue and whether this server can run it now. */
export const ModelEntry = z.object({
  key: z.string(),
  name: z.string(),
  capability: Capability,
  engine: z.string(),
  kind: z.enum(['local', 'hosted']),
  available: z.boolean(),
  /** Why it is unavailable, e.g. "needs OPENAI_API_KEY". */
  unavailableReason: z.optional(z.string()),
  /** Image models only. */
  image: z.optional(ImageModelSettings),
  /** Video models only. */
  video: z.optional(VideoModelSettings),
});
export type ModelEntry = z.infer<typeof ModelEntry>;
export const ModelsReply = z.object({ models: z.array(ModelEntry) });
