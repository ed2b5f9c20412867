/**
 * Splits a text into groups of whole sentences of about `size` characters (a longer sentence stays whole),
 * by the sentence rules of `locale` (given, not the machine's, so a text always splits the same way).
 */
export function speechChunks(text: string, locale: string, size = 400): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  const chunks: string[] = [];
  let current = '';
  for (const { segment } of segmenter.segment(text)) {
    if (current && current.length + segment.length > size) {
      chunks.push(current.trim());
      current = '';
    }
    current += segment;
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks;
}
