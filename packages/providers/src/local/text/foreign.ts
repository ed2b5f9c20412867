// Whether a keyword is in another language than English: "gato en la ventana", "der alte Bahnhof im
// Nebel", "la playa al atardecer". Such a keyword is kept as typed: no English article before it ("a der
// alte Bahnhof"), no English synonym or spelling mended into it, no "the" in a title ("the La Forêt").

/** Short words that English does not use but French, Spanish, Italian, German and Portuguese do. */
const FOREIGN_WORDS = new Set([
  'der',
  'die',
  'das',
  'dem',
  'den',
  'des',
  'im',
  'am',
  'und',
  'mit',
  'ein',
  'eine',
  'la',
  'le',
  'les',
  'el',
  'los',
  'las',
  'al',
  'del',
  'en',
  'et',
  'au',
  'aux',
  'du',
  'una',
  'un',
  'une',
  'y',
  'con',
  'sul',
  'della',
  'nel',
  'di',
  'da',
  'em',
  'na',
  'no',
  'ou',
  'sous',
  'sur',
  'dans',
]);

/** Two such words, or one with a letter English does not write ("la forêt", "café" alone is English). */
export function looksForeign(keyword: string): boolean {
  const words = keyword.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const foreign = words.filter((w) => FOREIGN_WORDS.has(w)).length;
  const accented = /[àâäãåçèéêëìíîïñòóôõöùúûüßœæ]/i.test(keyword);
  return foreign >= 2 || (foreign === 1 && accented && words.length > 1);
}
