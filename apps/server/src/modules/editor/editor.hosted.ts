import { GPT_IMAGE_TOOLS, type ContextTool } from '@muse/domain';
import type { ImageEditRequest, ImageEngine, ImageResult, ProviderRegistry } from '@muse/providers';

/** A hosted model that edits pictures from words, and the model id to ask it for. */
export interface HostedEdit {
  edit(req: ImageEditRequest): Promise<ImageResult>;
}

/** Which model of the OpenAI-compatible server runs each words-driven tool (OPENAI_IMAGE_EDIT_MODELS). */
export type HostedEditModels = Partial<Record<ContextTool, string>>;

/**
 * The hosted edit behind a context tool, or undefined when this server has none: the GPT Image tools use
 * their own image models (or the model configured for them), Gemini its own API when GEMINI_API_KEY is set;
 * otherwise Kontext, Gemini and Qwen need a model named in OPENAI_IMAGE_EDIT_MODELS, asked through the same
 * OpenAI-compatible server.
 */
export function hostedEditFor(
  tool: ContextTool,
  providers: ProviderRegistry,
  models: HostedEditModels,
): HostedEdit | undefined {
  // Gemini's own API (GEMINI_API_KEY) edits with its catalogue model; a compatible server's name is not its.
  const gemini = tool === 'gemini25' ? providers.engineForModel(tool, 'image') : undefined;
  if (gemini?.edit) return { edit: gemini.edit.bind(gemini) };
  const configured = models[tool];
  const own = (GPT_IMAGE_TOOLS as readonly string[]).includes(tool)
    ? providers.engineForModel(tool, 'image')
    : undefined;
  const engine: ImageEngine | undefined =
    own?.edit !== undefined
      ? own
      : configured
        ? providers.engines('image').find((e) => e.kind === 'hosted' && e.edit !== undefined)
        : undefined;
  const edit = engine?.edit?.bind(engine);
  if (!edit) return undefined;
  return { edit: (req) => edit(configured ? { ...req, model: configured } : req) };
}

/** The image servers' models (Stable Diffusion WebUI, ComfyUI) that can change pictures, in order of preference. */
export const IMAGE_SERVER_MODELS = ['sdwebui', 'comfyui'];

/** The picture change of the image server the operator runs, when one is set up. */
export function imageServerEdit(providers: ProviderRegistry): HostedEdit | undefined {
  for (const key of IMAGE_SERVER_MODELS) {
    const engine = providers.engineForModel(key, 'image');
    if (engine?.edit) return { edit: engine.edit.bind(engine) };
  }
  return undefined;
}
