import type { Capability } from '@muse/contracts';

/** What every engine call may receive: cancellation and, for long local work, progress (0–100). */
export interface EngineContext {
  signal?: AbortSignal;
  onProgress?: (pct: number) => void;
}

/** What a call consumed. Adapters report it; the credits module turns it into charges. */
export interface Usage {
  inputTokens?: number;
  outputTokens?: number;
  images?: number;
  characters?: number;
  seconds?: number;
}

/** The fields every engine of every port has. `id` is the catalogue key of the model it runs. */
export interface EngineBase<C extends Capability> {
  readonly id: string;
  readonly kind: 'local' | 'hosted';
  readonly capability: C;
}
