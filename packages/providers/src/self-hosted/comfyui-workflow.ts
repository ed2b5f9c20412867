/**
 * ComfyUI workflows in its API format (what "Save (API)" exports): the default text-to-image and
 * picture-change graphs for a Stable Diffusion checkpoint, and the placeholders a custom workflow file may use.
 * A string value that is exactly a placeholder ("{{width}}") becomes the value itself (a number stays a
 * number); a placeholder inside a longer string is replaced by its text.
 */

export interface WorkflowValues {
  prompt: string;
  negative: string;
  width: number;
  height: number;
  seed: number;
  steps: number;
  checkpoint: string;
  batch: number;
  /** the uploaded picture and mask (picture changes only) */
  image?: string;
  mask?: string;
  denoise?: number;
}

export type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** The node whose output pictures are the result. */
export const OUTPUT_NODE = '9';

/** Checkpoint → prompts → empty latent → sampler → decode → save: ComfyUI's own default graph. */
export const TEXT_TO_IMAGE: Workflow = {
  '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: '{{checkpoint}}' } },
  '6': { class_type: 'CLIPTextEncode', inputs: { text: '{{prompt}}', clip: ['4', 1] } },
  '7': { class_type: 'CLIPTextEncode', inputs: { text: '{{negative}}', clip: ['4', 1] } },
  '5': {
    class_type: 'EmptyLatentImage',
    inputs: { width: '{{width}}', height: '{{height}}', batch_size: '{{batch}}' },
  },
  '3': {
    class_type: 'KSampler',
    inputs: {
      seed: '{{seed}}',
      steps: '{{steps}}',
      cfg: 7,
      sampler_name: 'euler',
      scheduler: 'normal',
      denoise: 1,
      model: ['4', 0],
      positive: ['6', 0],
      negative: ['7', 0],
      latent_image: ['5', 0],
    },
  },
  '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
  [OUTPUT_NODE]: { class_type: 'SaveImage', inputs: { filename_prefix: 'muse', images: ['8', 0] } },
};

/** The uploaded picture encoded (for inpainting, with its mask) in place of the empty latent. */
export function imageToImage(masked: boolean): Workflow {
  const graph: Workflow = structuredClone(TEXT_TO_IMAGE);
  delete graph['5'];
  graph['10'] = { class_type: 'LoadImage', inputs: { image: '{{image}}' } };
  if (masked) {
    graph['11'] = { class_type: 'LoadImageMask', inputs: { image: '{{mask}}', channel: 'alpha' } };
    graph['12'] = {
      class_type: 'VAEEncodeForInpaint',
      inputs: { pixels: ['10', 0], vae: ['4', 2], mask: ['11', 0], grow_mask_by: 6 },
    };
  } else {
    graph['12'] = { class_type: 'VAEEncode', inputs: { pixels: ['10', 0], vae: ['4', 2] } };
  }
  graph['3']!.inputs['latent_image'] = ['12', 0];
  graph['3']!.inputs['denoise'] = '{{denoise}}';
  return graph;
}

/** The workflow with every placeholder filled in. */
export function fillWorkflow(workflow: Workflow, values: WorkflowValues): Workflow {
  const lookup = values as unknown as Record<string, unknown>; // the placeholders are the value names
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = /^\{\{(\w+)\}\}$/.exec(value);
      if (whole && lookup[whole[1]!] !== undefined) return lookup[whole[1]!];
      return value.replace(/\{\{(\w+)\}\}/g, (m, name: string) =>
        lookup[name] === undefined ? m : String(lookup[name]),
      );
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(workflow) as Workflow;
}
