import { FONT_LOAD_RETRIES, FONT_LOAD_TIMEOUT_MS } from '@muse/domain';

export type FontStatus = 'loading' | 'loaded' | 'failed';

/** What the loader needs of a font: its family and the URLs of its files by variant. */
export interface LoadableFont {
  family: string;
  files: { regular: string; [variant: string]: string };
}

/** Loads one file of a family into the page (the browser's FontFace; tests pass a fake). */
export type LoadFace = (family: string, url: string, weight: '400' | '700') => Promise<void>;

export interface FontLoaderOptions {
  loadFace: LoadFace;
  /** tries per font before it counts as failed */
  attempts?: number;
  timeoutMs?: number;
  /** fonts loading at once (a page of 20 previews must not flood the connection) */
  concurrency?: number;
}

/**
 * Loads fonts for the chooser's previews and the text layers: each family once, at most 3 tries of 10 s each
 * (spec §5, §9), a few at a time. Failed families stay failed until `retryFailed()`. Subscribers hear every
 * status change (the chooser hides failed fonts; the canvas redraws when a layer's font arrives).
 */
export class FontLoader {
  private statuses = new Map<string, FontStatus>();
  private pending = new Map<string, Promise<boolean>>();
  private fonts = new Map<string, LoadableFont>();
  private listeners = new Set<() => void>();
  private running = 0;
  private waiting: (() => void)[] = [];
  private version = 0;
  private readonly attempts: number;
  private readonly timeoutMs: number;
  private readonly concurrency: number;

  constructor(private readonly options: FontLoaderOptions) {
    this.attempts = options.attempts ?? FONT_LOAD_RETRIES;
    this.timeoutMs = options.timeoutMs ?? FONT_LOAD_TIMEOUT_MS;
    this.concurrency = options.concurrency ?? 4;
  }

  status(family: string): FontStatus | undefined {
    return this.statuses.get(family);
  }

  /** Grows with every status change (for useSyncExternalStore). */
  getVersion = () => this.version;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  failedFamilies(): string[] {
    return [...this.statuses].filter(([, s]) => s === 'failed').map(([f]) => f);
  }

  /** Loads the family unless loaded, loading or failed; resolves true once it can be drawn. */
  ensure(font: LoadableFont): Promise<boolean> {
    const status = this.statuses.get(font.family);
    if (status === 'loaded') return Promise.resolve(true);
    if (status === 'failed') return Promise.resolve(false);
    const inFlight = this.pending.get(font.family);
    if (inFlight) return inFlight;
    this.fonts.set(font.family, font);
    const run = this.load(font).finally(() => this.pending.delete(font.family));
    this.pending.set(font.family, run);
    return run;
  }

  /** "Retry Failed Fonts": every failed family gets its tries again. */
  retryFailed(): void {
    for (const family of this.failedFamilies()) {
      this.statuses.delete(family);
      const font = this.fonts.get(family);
      if (font) void this.ensure(font);
    }
    this.emit();
  }

  private async load(font: LoadableFont): Promise<boolean> {
    this.set(font.family, 'loading');
    await this.slot();
    try {
      for (let attempt = 1; attempt <= this.attempts; attempt++) {
        try {
          await this.withTimeout(this.options.loadFace(font.family, font.files.regular, '400'));
          // Bold is the editor's default weight; without its file the browser thickens the regular one.
          const bold = font.files['700'];
          if (bold) await this.withTimeout(this.options.loadFace(font.family, bold, '700')).catch(() => {});
          this.set(font.family, 'loaded');
          return true;
        } catch {
          // tried again until the attempts run out
        }
      }
      this.set(font.family, 'failed');
      return false;
    } finally {
      this.release();
    }
  }

  private withTimeout(work: Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out')), this.timeoutMs);
      work.then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  private slot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  private set(family: string, status: FontStatus): void {
    this.statuses.set(family, status);
    this.emit();
  }

  private emit(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

/** The browser's way: a FontFace added to document.fonts, so canvas and CSS both draw with it. */
export const browserLoadFace: LoadFace = async (family, url, weight) => {
  const face = new FontFace(family, `url(${JSON.stringify(url)})`, { weight, display: 'swap' });
  await face.load();
  document.fonts.add(face);
};

/** One loader for the page: fonts loaded once serve every chooser and canvas. */
export const fontLoader = new FontLoader({ loadFace: browserLoadFace });
