import * as z from 'zod/mini';

/**
 * The image editor's API (issue #17): uploads (the edited picture saved as a new item, a mask or a working
 * picture for an AI tool), and runs of the AI tools. Tool names and bounds repeat @muse/domain's editor rules
 * (contracts depend on nothing of ours); the service checks what depends on the picture (outpaint sizes).
 */

const AREA_TOOLS = ['inpaint2', 'inpaint5', 'outpaint-model2'] as const;
const OTHER_TOOLS = [
  'rembg',
  'upscale',
  'fluxdevcanny',
  'kontext',
  'gemini25',
  'gptimage1',
  'gptimage1pro',
  'gptimage1mini',
  'qwen-image-edit',
] as const;
/** Where the original sits in an expanded (outpainted) picture. */
export const OUTPAINT_ANCHORS = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export type OutpaintAnchor = (typeof OUTPAINT_ANCHORS)[number];

const numberIn = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .check(
      z.gte(min, { error: `${field} must be at least ${min}` }),
      z.lte(max, { error: `${field} must be at most ${max}` }),
    );
const intIn = (field: string, min: number, max: number) =>
  numberIn(field, min, max).check(z.int({ error: `${field} must be a whole number` }));
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.maxLength(max, { error: `${field} must be at most ${max} characters` }));
/** The filename `POST /user/upload` answered with. */
const uploadName = (field: string) =>
  text(field, 200).check(z.regex(/^[\w-]+\.png$/, { error: `${field} must be a file name from an upload` }));

/** `POST /images/user/{id}/inpaint`: an area edit (with a lasso mask) or an expand. */
export const InpaintBody = z.object({
  model: z.enum(AREA_TOOLS, { error: 'model must be inpaint2, inpaint5 or outpaint-model2' }),
  size: z.optional(text('size', 20)),
  maskPrompt: z.optional(text('maskPrompt', 2000)),
  maskUrl: z.optional(uploadName('maskUrl')),
  promptWeight: z.optional(numberIn('promptWeight', 0.01, 100)),
  imageWeight: z.optional(numberIn('imageWeight', 0.1, 1)),
  steps: z.optional(intIn('steps', 10, 75)),
  width: z.optional(intIn('width', 1, 2048)),
  height: z.optional(intIn('height', 1, 2048)),
  anchor: z.optional(z.enum(OUTPAINT_ANCHORS, { error: 'anchor must be one of the nine positions' })),
  padding: z.optional(intIn('padding', 10, 50)),
  /** the picture as it is in the editor now (uploaded first), when it differs from the saved item */
  imageUrl: z.optional(uploadName('imageUrl')),
});
export type InpaintBody = z.infer<typeof InpaintBody>;

/** `POST /images/user/{id}/edit`: the other AI tools (not shown by the spec). */
export const EditToolBody = z.object({
  tool: z.enum(OTHER_TOOLS, { error: `tool must be one of ${OTHER_TOOLS.join(', ')}` }),
  prompt: z.optional(text('prompt', 2000)),
  imageWeight: z.optional(numberIn('imageWeight', 0.1, 1)),
  promptWeight: z.optional(numberIn('promptWeight', 0.01, 100)),
  steps: z.optional(intIn('steps', 10, 75)),
  factor: z.optional(z.union([z.literal(2), z.literal(4)], { error: 'factor must be 2 or 4' })),
  imageUrl: z.optional(uploadName('imageUrl')),
});
export type EditToolBody = z.infer<typeof EditToolBody>;

export const ImageEditStatus = z.enum(['queued', 'running', 'finished', 'failed']);

/** A run of an AI tool, as the editor polls it. `imageUrl` is the result once finished. */
export const ImageEditJob = z.object({
  _id: z.string(),
  tool: z.string(),
  status: ImageEditStatus,
  progress: z.number(),
  message: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  credits: z.number(),
});
export type ImageEditJob = z.infer<typeof ImageEditJob>;

export const ImageEditParams = z.object({
  editId: text('editId', 100).check(z.minLength(1, { error: 'editId is required' })),
});
/** `{id}` of a run on a picture opened from the device (no item): the run takes its `imageUrl` alone. */
export const DEVICE_PICTURE_ID = 'device';
export const EditItemParams = z.object({
  id: text('id', 100).check(z.minLength(1, { error: 'id is required' })),
});

/** `POST /user/upload`: a mask or a working picture, kept privately for the AI tools. */
export const UploadReply = z.object({ filename: z.string(), path: z.string() });
export type UploadReply = z.infer<typeof UploadReply>;

/**
 * `GET /images/edit-tools` (not shown by the spec): which words-driven tools this server can run, so the
 * editor says so before Apply. `needs`: what the others need, in the user's words.
 */
export const EditToolsReply = z.object({
  context: z.array(z.object({ tool: z.string(), available: z.boolean() })),
  needs: z.string(),
});
export type EditToolsReply = z.infer<typeof EditToolsReply>;
