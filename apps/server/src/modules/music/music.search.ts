/**
 * Words → a prefix query for each full-text engine. Any word may match ("Similar" music shares some of the
 * words; the ranking puts tracks matching more of them first). Only letters and digits reach the engines,
 * so user text can never be FTS syntax. (The images module's search requires every word; modules share no
 * internals, and this is small.)
 */
export function musicFtsQuery(words: string): { sqlite: string; postgres: string } | null {
  const terms = [
    ...new Set(
      words
        .normalize('NFKC')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((t) => t.length > 0),
    ),
  ].slice(0, 12);
  if (terms.length === 0) return null;
  return {
    sqlite: terms.map((t) => `"${t}"*`).join(' OR '),
    postgres: terms.map((t) => `${t}:*`).join(' | '),
  };
}
