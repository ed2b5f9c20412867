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
});
export type ModelEntry = z.infer<typeof ModelEntry>;
export const ModelsReply = z.object({ models: z.array(ModelEntry) });
