import type { ProvidersConfig } from '../config';
import type { EngineFamily } from '../engines';
import { GeminiImageEngine } from './gemini-image';

/** Google's Gemini API, when GEMINI_API_KEY is set: the catalogue's Gemini image model. */
export function geminiEngines(config: ProvidersConfig): EngineFamily {
  const gemini = config.gemini;
  if (!gemini?.apiKey) return { available: false, reason: 'needs GEMINI_API_KEY', fix: 'set GEMINI_API_KEY' };
  return {
    available: true,
    build(entry) {
      if (entry.capability !== 'image' || !entry.model)
        throw new Error(
          `The gemini engine has no ${entry.capability} adapter (catalogue entry ${entry.key}).`,
        );
      return new GeminiImageEngine({
        id: entry.key,
        apiKey: gemini.apiKey,
        model: gemini.imageModel ?? entry.model.id,
        ...(gemini.baseUrl ? { baseUrl: gemini.baseUrl } : {}),
        ...(gemini.timeoutMs ? { timeoutMs: gemini.timeoutMs } : {}),
      });
    },
  };
}
