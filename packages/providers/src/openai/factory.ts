import type { CatalogueEntry } from '../catalogue';
import type { ProvidersConfig } from '../config';
import type { EngineFamily } from '../engines';
import { createOpenAiClient } from './client';
import { OpenAiEmbeddingsEngine } from './embeddings';
import { OpenAiImageEngine } from './image';
import { OpenAiOcrEngine } from './ocr';
import { OpenAiSpeechEngine } from './speech';
import { OpenAiTextEngine } from './text';
import { OpenAiVideoEngine } from './video';

/** The OpenAI-compatible engines: one shared client, one engine per catalogue entry. */
export function openAiEngines(config: ProvidersConfig): EngineFamily {
  const openai = config.openai;
  if (!openai?.apiKey) return { available: false, reason: 'needs OPENAI_API_KEY', fix: 'set OPENAI_API_KEY' };
  const client = createOpenAiClient(openai);

  return {
    available: true,
    build(entry: CatalogueEntry) {
      const slot = entry.model?.slot;
      const model = (slot && openai.models?.[slot]) || entry.model?.id;
      if (!model) throw new Error(`Catalogue entry ${entry.key} names no model for the openai engine.`);
      const options = {
        id: entry.key,
        client,
        model,
        ...(openai.timeoutMs ? { timeoutMs: openai.timeoutMs } : {}),
      };
      switch (entry.capability) {
        case 'text':
          return new OpenAiTextEngine(options);
        case 'image':
          return new OpenAiImageEngine({ ...options, ...entry.defaults });
        case 'speech':
          return new OpenAiSpeechEngine(options);
        case 'embeddings':
          return new OpenAiEmbeddingsEngine(options);
        case 'video':
          return new OpenAiVideoEngine(options);
        case 'ocr':
          // Opt-in: not every compatible server's chat model reads pictures, and the local engine reads
          // offline; pictures go to the server only when its vision model is named.
          if (!openai.models?.vision)
            return { unavailable: true, reason: 'needs OPENAI_VISION_MODEL', fix: 'set OPENAI_VISION_MODEL' };
          return new OpenAiOcrEngine(options);
        default:
          throw new Error(
            `The openai engine has no ${entry.capability} adapter (catalogue entry ${entry.key}).`,
          );
      }
    },
  };
}
