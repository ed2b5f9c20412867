import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FontLoader, type LoadFace } from './font-loader';

const font = (family: string, bold = false) => ({
  family,
  files: { regular: `/f/${family}-400.woff2`, ...(bold ? { '700': `/f/${family}-700.woff2` } : {}) },
});

describe('FontLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads a family once, with its bold file, and reports it loaded', async () => {
    const loadFace = vi.fn<LoadFace>(() => Promise.resolve());
    const loader = new FontLoader({ loadFace });
    const seen: (string | undefined)[] = [];
    loader.subscribe(() => seen.push(loader.status('Lobster')));
    const [a, b] = await Promise.all([
      loader.ensure(font('Lobster', true)),
      loader.ensure(font('Lobster', true)),
    ]);
    expect([a, b]).toEqual([true, true]);
    expect(loadFace.mock.calls.map((c) => c[2])).toEqual(['400', '700']);
    expect(seen).toEqual(['loading', 'loaded']);
    await loader.ensure(font('Lobster'));
    expect(loadFace).toHaveBeenCalledTimes(2);
  });

  it('tries 3 times, then fails; Retry Failed Fonts tries again', async () => {
    let fail = true;
    const loadFace = vi.fn<LoadFace>(() => (fail ? Promise.reject(new Error('404')) : Promise.resolve()));
    const loader = new FontLoader({ loadFace });
    expect(await loader.ensure(font('Broken'))).toBe(false);
    expect(loadFace).toHaveBeenCalledTimes(3);
    expect(loader.failedFamilies()).toEqual(['Broken']);
    // a failed family is not asked again by itself
    expect(await loader.ensure(font('Broken'))).toBe(false);
    expect(loadFace).toHaveBeenCalledTimes(3);

    fail = false;
    loader.retryFailed();
    await vi.runAllTimersAsync();
    expect(loader.status('Broken')).toBe('loaded');
    expect(loader.failedFamilies()).toEqual([]);
  });

  it('gives up on a try after 10 s', async () => {
    const loadFace = vi.fn<LoadFace>(() => new Promise(() => {}));
    const loader = new FontLoader({ loadFace });
    const result = loader.ensure(font('Slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(loader.status('Slow')).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(false);
    expect(loadFace).toHaveBeenCalledTimes(3);
  });

  it('a missing bold file does not fail the family', async () => {
    const loadFace = vi.fn<LoadFace>((_f, _u, weight) =>
      weight === '700' ? Promise.reject(new Error('404')) : Promise.resolve(),
    );
    const loader = new FontLoader({ loadFace });
    expect(await loader.ensure(font('Half', true))).toBe(true);
  });

  it('loads a few at a time', async () => {
    let running = 0;
    let most = 0;
    const loadFace = vi.fn<LoadFace>(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 10));
      running -= 1;
    });
    const loader = new FontLoader({ loadFace, concurrency: 2 });
    const all = Promise.all(['A', 'B', 'C', 'D', 'E'].map((f) => loader.ensure(font(f))));
    await vi.runAllTimersAsync();
    expect(await all).toEqual([true, true, true, true, true]);
    expect(most).toBe(2);
  });
});
