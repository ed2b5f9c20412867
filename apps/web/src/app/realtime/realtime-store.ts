import { useSyncExternalStore } from 'react';
import type { ImageProgressEvent, JobProgressEvent } from '@muse/contracts';

export type RealtimeStatus = 'off' | 'connecting' | 'connected' | 'reconnecting';

type Listener = () => void;

/** What the socket has told us: its connection status and the latest progress of each job. */
class RealtimeStore {
  private status: RealtimeStatus = 'off';
  private jobs = new Map<string, JobProgressEvent>();
  private images = new Map<string, ImageProgressEvent>();
  private imageListeners = new Set<(event: ImageProgressEvent) => void>();
  private listeners = new Set<Listener>();

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): RealtimeStatus => this.status;

  getJob = (jobId: string): JobProgressEvent | undefined => this.jobs.get(jobId);

  getImage = (filename: string): ImageProgressEvent | undefined => this.images.get(filename);

  /** Called with every `images:progress` event (features refresh their queries on a state change). */
  onImageProgress = (listener: (event: ImageProgressEvent) => void): (() => void) => {
    this.imageListeners.add(listener);
    return () => this.imageListeners.delete(listener);
  };

  setImage(event: ImageProgressEvent): void {
    this.images.set(event.filename, event);
    for (const listener of this.imageListeners) listener(event);
    this.emit();
  }

  setStatus(status: RealtimeStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.emit();
  }

  setJob(event: JobProgressEvent): void {
    this.jobs.set(event.jobId, event);
    this.emit();
  }

  reset(): void {
    this.jobs.clear();
    this.images.clear();
    this.status = 'off';
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const realtimeStore = new RealtimeStore();

/** The socket's connection status: 'off' while signed out. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtimeStore.subscribe, realtimeStore.getStatus);
}

/** The latest `job:progress` event of one job, or undefined before the first one arrives. */
export function useJobProgress(jobId: string | null | undefined): JobProgressEvent | undefined {
  return useSyncExternalStore(realtimeStore.subscribe, () =>
    jobId ? realtimeStore.getJob(jobId) : undefined,
  );
}

/** The latest `images:progress` event of one image, or undefined before the first one arrives. */
export function useImageProgress(filename: string | null | undefined): ImageProgressEvent | undefined {
  return useSyncExternalStore(realtimeStore.subscribe, () =>
    filename ? realtimeStore.getImage(filename) : undefined,
  );
}

/** Runs `listener` on every `images:progress` event while the component is mounted. */
export const onImageProgress = realtimeStore.onImageProgress;
