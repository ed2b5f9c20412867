import { createRequire } from 'node:module';
import type * as OpenAiSdk from 'openai';

/**
 * The OpenAI SDK, loaded when the first client is made (only where a hosted server is configured) rather
 * than at every server start: its ESM entry is 193 modules. Every use takes it from here, so the errors a
 * client throws are instances of the classes `errors.ts` checks.
 */
let sdk: typeof OpenAiSdk | undefined;

export function openAiSdk(): typeof OpenAiSdk {
  return (sdk ??= createRequire(import.meta.url)('openai') as typeof OpenAiSdk);
}

/** The SDK if a client has loaded it; without one, nothing can have thrown the SDK's errors. */
export function loadedOpenAiSdk(): typeof OpenAiSdk | undefined {
  return sdk;
}
