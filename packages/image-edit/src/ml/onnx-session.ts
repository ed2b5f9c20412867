import type * as OrtModule from 'onnxruntime-node';
import type { InferenceSession } from 'onnxruntime-node';

type Ort = typeof OrtModule;
let ort: Promise<Ort> | undefined;

/** onnxruntime-node, imported on first use so that importing @muse/image-edit stays cheap. */
export function loadOrt(): Promise<Ort> {
  ort ??= import('onnxruntime-node').catch((error: unknown) => {
    ort = undefined;
    throw error;
  });
  return ort;
}

/**
 * A CPU session on one thread: the server runs each tool on an engine thread of its own, and one core per
 * call keeps several calls from fighting over the machine's cores.
 */
export async function createSession(model: Uint8Array): Promise<InferenceSession> {
  const { InferenceSession } = await loadOrt();
  return InferenceSession.create(model, {
    executionProviders: ['cpu'],
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    // The arena would keep the largest run's memory (2.5 GB after IS-Net at 1024²) for the process's life;
    // without it the process settles near 0.7 GB for about 10 % more time on the CPU.
    enableCpuMemArena: false,
  });
}

/** Caches what `load` makes (a session, say) after its first success; a failure is retried next call. */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}
