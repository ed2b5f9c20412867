import type { Capability } from '@muse/contracts';
import type { OpenAiModelSlot } from './config';

/** The engines the catalogue can name; engines.ts must build each one (the compiler checks). */
export type EngineName = 'openai';

export interface CatalogueEntry {
  /** Stable key used by the API and stored with generated items. */
  key: string;
  name: string;
  capability: Capability;
  engine: EngineName;
  kind: 'local' | 'hosted';
  /** The engine's own model id, and the config slot that may replace it. */
  model?: { id: string; slot?: OpenAiModelSlot };
  /** Request defaults that distinguish this entry from another on the same model. */
  defaults?: { quality?: string };
}

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
  },
  {
    key: 'gptimage1mini',
    name: 'GPT Image 1 Mini',
    capability: 'image',
    engine: 'openai',
    kind: 'hosted',
    model: { id: 'gpt-image-1-mini', slot: 'imageMini' },
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
    key: 'openai-embeddings',
    name: 'OpenAI text-embedding-3-small',
    capability: 'embeddings',
    engine: 'openai',
    kind: 'hosted',
    model: { id: 'text-embedding-3-small', slot: 'embeddings' },
  },
];
