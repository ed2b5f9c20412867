import { expect } from 'vitest';
import type { Capability } from '@muse/contracts';
import type { EngineBase, Usage } from '../ports/engine';

export function expectEngineIdentity(engine: EngineBase<Capability>, capability: Capability): void {
  expect(engine.capability).toBe(capability);
  expect(typeof engine.id).toBe('string');
  expect(engine.id.length).toBeGreaterThan(0);
  expect(['local', 'hosted']).toContain(engine.kind);
}

export function expectUsage(usage: Usage): void {
  expect(usage).toBeTypeOf('object');
  for (const value of Object.values(usage)) {
    if (value !== undefined) expect(value).toBeGreaterThanOrEqual(0);
  }
}

/** An already-aborted call rejects with the signal's reason (as fetch does), never a ProviderError. */
export async function expectAbortBeforeWork(call: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
  const controller = new AbortController();
  controller.abort();
  await expect(call(controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
}
