import type { ProvidersConfig } from '../config';
import type { EngineFamily } from '../engines';
import { ComfyUiImageEngine } from './comfyui';
import type { Workflow } from './comfyui-workflow';
import { SdWebUiImageEngine } from './sdwebui';

/** Stable Diffusion WebUI / Forge, when SDWEBUI_URL names the server. */
export function sdWebUiEngines(config: ProvidersConfig): EngineFamily {
  const sd = config.sdwebui;
  if (!sd?.url) return { available: false, reason: 'needs SDWEBUI_URL', fix: 'set SDWEBUI_URL' };
  return {
    available: true,
    build: (entry) => new SdWebUiImageEngine({ id: entry.key, ...sd }),
  };
}

/** ComfyUI, when COMFYUI_URL names the server (and COMFYUI_CHECKPOINT or a workflow says what to load). */
export function comfyUiEngines(config: ProvidersConfig): EngineFamily {
  const comfy = config.comfyui;
  if (!comfy?.url) return { available: false, reason: 'needs COMFYUI_URL', fix: 'set COMFYUI_URL' };
  if (!comfy.checkpoint && !comfy.workflow)
    return { available: false, reason: 'needs COMFYUI_CHECKPOINT', fix: 'set COMFYUI_CHECKPOINT' };
  const workflow = comfy.workflow
    ? { graph: comfy.workflow, outputNode: outputNodeOf(comfy.workflow) }
    : undefined;
  return {
    available: true,
    build: (entry) =>
      new ComfyUiImageEngine({
        id: entry.key,
        url: comfy.url,
        checkpoint: comfy.checkpoint ?? '',
        ...(workflow ? { workflow } : {}),
        ...(comfy.steps ? { steps: comfy.steps } : {}),
        ...(comfy.timeoutMs ? { timeoutMs: comfy.timeoutMs } : {}),
      }),
  };
}

/** A custom workflow's result: its (first) SaveImage node. */
function outputNodeOf(workflow: Workflow): string {
  const id = Object.entries(workflow).find(([, node]) => node.class_type === 'SaveImage')?.[0];
  if (!id) throw new Error('The ComfyUI workflow has no SaveImage node to take the pictures from.');
  return id;
}
