import { z } from 'zod';

export const Capability = z.enum(['text', 'image', 'music', 'speech', 'ocr', 'video', 'embeddings']);
export type Capability = z.infer<typeof Capability>;

/** One entry of GET /api/models: a model of the catalogue and whether this server can run it now. */
export const ModelEntry = z.object({
  key: z.string(),
  name: z.string(),
  capability: Capability,
  engine: z.string(),
  kind: z.enum(['local', 'hosted']),
  available: z.boolean(),
  /** Why it is unavailable, e.g. "needs OPENAI_API_KEY". */
  unavailableReason: z.string().optional(),
});
export type ModelEntry = z.infer<typeof ModelEntry>;
export const ModelsReply = z.object({ models: z.array(ModelEntry) });
