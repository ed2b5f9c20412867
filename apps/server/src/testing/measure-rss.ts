/** The largest growth of this process's RSS while `work` runs, sampled every 10 ms, and how long it took. */
export async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; rssGrowthMb: number; ms: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = Date.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, rssGrowthMb: (peak - before) / 1e6, ms: Date.now() - started };
  } finally {
    clearInterval(sample);
  }
}
