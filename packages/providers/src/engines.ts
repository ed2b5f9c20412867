import type { CatalogueEntry, EngineName } from './catalogue';
import type { ProvidersConfig } from './config';
import { geminiEngines } from './google/factory';
import { localEngines } from './local/factory';
import { withLocalOcr } from './local/ocr';
import { openAiEngines } from './openai/factory';
import { comfyUiEngines, sdWebUiEngines } from './self-hosted/factory';
import type { AnyEngine } from './ports/by-capability';

/** One engine family under the current config: it builds an engine per catalogue entry, or says what it lacks. */
export type EngineFamily =
  | { available: true; build(entry: CatalogueEntry): AnyEngine | UnavailableEntry }
  | {
      available: false;
      /** Shown per model, e.g. "needs OPENAI_API_KEY". */
      reason: string;
      /** Shown when a capability has no engine at all, e.g. "set OPENAI_API_KEY". */
      fix: string;
    };

/** A model of an available family that still needs something set (e.g. the hosted OCR needs its vision model). */
export interface UnavailableEntry {
  unavailable: true;
  reason: string;
  fix: string;
}

export type EngineFactory = (config: ProvidersConfig) => EngineFamily;

/**
 * Every engine the catalogue may name. Adding an engine: implement its ports in a folder of its own, add
 * its name to EngineName and its factory here (the compiler insists), then list its models in catalogue.ts.
 */
export const engineFactories: Record<EngineName, EngineFactory> = {
  openai: openAiEngines,
  gemini: geminiEngines,
  sdwebui: sdWebUiEngines,
  comfyui: comfyUiEngines,
  // The local family plus the tesseract.js text recogniser (catalogue entries of capability 'ocr').
  local: withLocalOcr(localEngines),
};
