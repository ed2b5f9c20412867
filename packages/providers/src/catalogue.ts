import { IMAGE_SERVER_GROUP, type Capability, type VideoModelSettings } from '@muse/contracts';
import type { OpenAiModelSlot } from './config';

/** The engines the catalogue can name; engines.ts must build each one (the compiler checks). */
export type EngineName = 'openai' | 'gemini' | 'local' | 'sdwebui' | 'comfyui';

/** What the generator shows and charges for an image model. */
export interface ImageModelSettings {
  /** Heading the model is listed under, e.g. "Muse local". */
  group: string;
  /** Base credits per image at 1024×1024. */
  credits: number;
  /** The most one image may cost, whatever its size and steps. */
  maxCredits?: number;
  featured: boolean;
  /** How many input images the model accepts (0: text to image only). */
  supportsImages: number;
  /** Preset sizes, "WIDTHxHEIGHT". */
  sizes: string[];
  /** Custom sizes allowed, in pixels per side. */
  sizeBounds: { min: number; max: number; step: number };
  description: string;
}

const standardBounds = { min: 256, max: 1920, step: 8 };
const localSizes = ['1024x1024', '1024x768', '768x1024', '512x512', '768x768', '576x1024', '1024x576'];
const gptImageSizes = ['1024x1024', '1536x1024', '1024x1536'];
// SDXL's trained sizes (SD 1.5 checkpoints take 512x512 and 768x768 best).
const selfHostedSizes = ['1024x1024', '1152x896', '896x1152', '1216x832', '832x1216', '768x768', '512x512'];
const selfHostedImage = (description: string): ImageModelSettings => ({
  group: IMAGE_SERVER_GROUP,
  credits: 1,
  featured: false,
  supportsImages: 0,
  sizes: selfHostedSizes,
  sizeBounds: { min: 256, max: 2048, step: 8 },
  description,
});

export interface CatalogueEntry {
  /** Stable key used by the API and stored with generated items. */
  key: string;
  name: string;
  capability: Capability;
  engine: EngineName;
  kind: 'local' | 'hosted';
  /** The engine's own model id, and the config slot that may replace it. */
  model?: { id: string; slot?: OpenAiModelSlot };
  /** Request defaults that distinguish this entry from another on the same model; `preset` picks a local look. */
  defaults?: { quality?: string; preset?: string };
  /** Image models only: what the generator shows and charges. */
  image?: ImageModelSettings;
  /** Video models only: what the video view shows, allows and charges. */
  video?: VideoModelSettings;
}

// Even sides (H.264's colour planes are halved), up to the local engine's 1920.
const localVideoSizes = ['1280x720', '720x1280', '960x960', '854x480', '480x854', '1920x1080'];

/**
 * Every model Muse knows, as data. Order is preference: `registry.engine(capability)` returns the first
 * available entry. To add a model: add an entry here (and, for a new engine, a factory in engines.ts).
 */
export const catalogue: readonly CatalogueEntry[] = [
  {
    key: 'openai-chat',
    name: 'GPT-4o mini',
    capability: 'text',
    engine: 'openai',
    kind: 'hosted',
    model: { id: 'gpt-4o-mini', slot: 'chat' },
  },
  {
    key: 'gptimage1',
    name: 'GPT Image 1',
    capability: 'image',
    engine: 'openai',
    kind: 'hosted',
    model: { id: 'gpt-image-1', slot: 'image' },
    image: {
      group: 'OpenAI',
      credits: 8,
      maxCredits: 16,
      featured: false,
      supportsImages: 2,
      sizes: gptImageSizes,
      sizeBounds: standardBounds,
      description: "OpenAI's GPT Image model: follows long prompts closely and renders text well.",
    },
  },
  {
    key: 'gptimage1mini',
    name: 'GPT Image 1 Mini',
    capability: 'image',
    engine: 'openai',
    kind: 'hosted',
    model: { id: 'gpt-image-1-mini', slot: 'imageMini' },
    image: {
      group: 'OpenAI',
      credits: 1,
      maxCredits: 2,
      featured: false,
      supportsImages: 2,
      sizes: gptImageSizes,
      sizeBounds: standardBounds,
      description: 'The smaller, faster GPT Image model, at a fraction of the cost.',
    },
  },
  {
    // The same model at its highest quality, unless config names another model for the imagePro slot.
    key: 'gptimage1pro',
    name: 'GPT Image 1 Pro',
    capability: 'image',
    engine: 'openai',
    kind: 'hosted',
    model: { id: 'gpt-image-1', slot: 'imagePro' },
    defaults: { quality: 'high' },
    image: {
      group: 'OpenAI',
      credits: 20,
      maxCredits: 40,
      featured: true,
      supportsImages: 2,
      sizes: gptImageSizes,
      sizeBounds: standardBounds,
      description: 'GPT Image at its highest quality: the most detail, for final pieces.',
    },
  },
  {
    // Gemini 2.5 Flash Image through Google's Gemini API (GEMINI_API_KEY); GEMINI_IMAGE_MODEL names another.
    key: 'gemini25',
    name: 'Gemini 2.5 Image',
    capability: 'image',
    engine: 'gemini',
    kind: 'hosted',
    model: { id: 'gemini-2.5-flash-image' },
    image: {
      group: 'Google',
      // The spec's price of a Gemini 2.5 image.
      credits: 4,
      maxCredits: 8,
      featured: true,
      supportsImages: 2,
      // The model's own sizes, one per aspect ratio it takes (GEMINI_ASPECT_RATIOS).
      sizes: ['1024x1024', '1184x864', '864x1184', '1344x768', '768x1344', '1248x832', '832x1248'],
      sizeBounds: standardBounds,
      description: "Google's Gemini 2.5 image model: lifelike pictures that follow detailed prompts.",
    },
  },
  // Local models come after the hosted ones: with an API key the hosted models are preferred, without one
  // these still generate, offline.
  {
    key: 'art',
    name: 'Muse Art',
    capability: 'image',
    engine: 'local',
    kind: 'local',
    defaults: { preset: 'art' },
    image: {
      group: 'Muse local',
      credits: 1,
      featured: true,
      supportsImages: 2,
      // Art models also offer the tall and wide 1792 formats.
      sizes: [...localSizes, '1024x1792', '1792x1024'],
      sizeBounds: standardBounds,
      description:
        'Painterly scenes composed on this server from your prompt: offline, instant and free of API keys.',
    },
  },
  {
    key: 'photo2',
    name: 'Muse Photo',
    capability: 'image',
    engine: 'local',
    kind: 'local',
    defaults: { preset: 'photo' },
    image: {
      group: 'Muse local',
      credits: 1,
      featured: true,
      supportsImages: 2,
      sizes: localSizes,
      sizeBounds: standardBounds,
      description:
        'Naturalistic scenes in soft light with film grain, composed on this server from your prompt.',
    },
  },
  {
    // The local video engine: a storyboard of painted shots moved by a camera, encoded by FFmpeg from npm.
    key: 'motion',
    name: 'Muse Motion',
    capability: 'video',
    engine: 'local',
    kind: 'local',
    video: {
      group: 'Muse local',
      credits: 2,
      maxCredits: 20,
      featured: true,
      capabilities: ['text-to-video', 'image-to-video', 'multi-image-to-video'],
      requiresImages: false,
      supportsImages: 6,
      minLength: 2,
      maxLength: 10,
      lengthStep: 1,
      // Smaller frames render faster, so other sizes may run longer.
      otherSizeMaxLength: 20,
      defaultSize: '1280x720',
      sizes: localVideoSizes,
      audio: true,
      description:
        'Short films made on this server: painted scenes from your prompt (or your pictures) with camera moves, weather and light, and a soundtrack if you like.',
    },
  },
  {
    // The same engine, for pictures only: what "Animate" in the viewer uses.
    key: 'animate',
    name: 'Muse Animate',
    capability: 'video',
    engine: 'local',
    kind: 'local',
    video: {
      group: 'Muse local',
      credits: 1,
      maxCredits: 10,
      featured: false,
      capabilities: ['image-to-video', 'multi-image-to-video'],
      requiresImages: true,
      supportsImages: 6,
      minLength: 2,
      maxLength: 10,
      lengthStep: 1,
      defaultSize: '1024x768',
      sizes: ['1024x768', '768x1024', '1024x1024', ...localVideoSizes],
      audio: true,
      description: 'Brings your pictures to life: slow camera moves with depth, drifting light and weather.',
    },
  },
  {
    // OpenAI's video API (Sora 2) or a compatible server's (OPENAI_VIDEO_MODEL names another model).
    key: 'sora2',
    name: 'Sora 2',
    capability: 'video',
    engine: 'openai',
    kind: 'hosted',
    model: { id: 'sora-2', slot: 'video' },
    video: {
      group: 'OpenAI',
      credits: 20,
      maxCredits: 100,
      featured: false,
      capabilities: ['text-to-video', 'image-to-video'],
      requiresImages: false,
      supportsImages: 1,
      // The API's lengths: 4, 8 or 12 s.
      minLength: 4,
      maxLength: 12,
      lengthStep: 4,
      defaultSize: '1280x720',
      sizes: ['1280x720', '720x1280'],
      // Its clips always have sound.
      audio: true,
      description: "OpenAI's Sora 2: realistic motion and sound from your prompt, or from a picture.",
    },
  },
  {
    // The local composer and synthesiser: offline, deterministic for a seed.
    key: 'mozart',
    name: 'Mozart (local)',
    capability: 'music',
    engine: 'local',
    kind: 'local',
  },
  {
    key: 'openai-tts',
    name: 'OpenAI TTS',
    capability: 'speech',
    engine: 'openai',
    kind: 'hosted',
    model: { id: 'tts-1', slot: 'speech' },
  },
  {
    // The local speech engine: catalogue voices spoken offline by espeak-ng.
    key: 'local-speech',
    name: 'Muse Speech (local)',
    capability: 'speech',
    engine: 'local',
    kind: 'local',
  },
  {
    key: 'openai-embeddings',
    name: 'OpenAI text-embedding-3-small',
    capability: 'embeddings',
    engine: 'openai',
    kind: 'hosted',
    model: { id: 'text-embedding-3-small', slot: 'embeddings' },
  },
  {
    // Stable Diffusion on the WebUI / Forge server the operator runs (SDWEBUI_URL).
    key: 'sdwebui',
    name: 'Stable Diffusion',
    capability: 'image',
    engine: 'sdwebui',
    kind: 'hosted',
    image: selfHostedImage("Stable Diffusion on this site's own image server (AUTOMATIC1111 or Forge)."),
  },
  {
    // A ComfyUI workflow on the operator's server (COMFYUI_URL, with COMFYUI_CHECKPOINT or COMFYUI_WORKFLOW).
    key: 'comfyui',
    name: 'ComfyUI',
    capability: 'image',
    engine: 'comfyui',
    kind: 'hosted',
    image: selfHostedImage("A ComfyUI workflow on this site's own image server."),
  },
  {
    // Text recognition by the OpenAI-compatible server's vision model, when OPENAI_VISION_MODEL names one;
    // preferred over the local engine then (it reads handwriting and layouts tesseract does not).
    key: 'openai-vision-ocr',
    name: 'Hosted vision text recognition',
    capability: 'ocr',
    engine: 'openai',
    kind: 'hosted',
    model: { id: 'gpt-4o-mini', slot: 'vision' },
  },
  {
    // Text recognition of a picture of a printed problem: tesseract.js with English data from npm, offline.
    key: 'local-ocr',
    name: 'Muse Text Recognition (local)',
    capability: 'ocr',
    engine: 'local',
    kind: 'local',
  },
];
