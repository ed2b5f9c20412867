/** At most `max` characters, cut at the last paragraph (or line) break before the limit. */
export function capText(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const head = text.slice(0, max);
  const cut = Math.max(head.lastIndexOf('\n\n'), head.lastIndexOf('\n'));
  return { text: head.slice(0, cut > max / 2 ? cut : max).trimEnd(), truncated: true };
}
