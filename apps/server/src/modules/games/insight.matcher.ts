import { distance } from 'fastest-levenshtein';

/**
 * The Insight's local judge: is a typed answer one of the accepted ones? Tolerant of what people type —
 * case, accents, punctuation, articles, "I think it's …", number words or digits, small typos — and strict
 * where a typo changes the answer: numbers must match exactly and very short words exactly.
 */
export function matchesAnswer(
  answer: string,
  accepted: readonly string[],
  /** known wrong answers a typo away from a right one (Manet for Monet): refused outright */
  rejected: readonly string[] = [],
): boolean {
  const given = normalizeAnswer(answer);
  if (!given) return false;
  if (rejected.some((r) => sameWords(given, normalizeAnswer(r)))) return false;
  return accepted.some((a) => closeEnough(given, normalizeAnswer(a)));
}

function sameWords(a: string, b: string): boolean {
  return a === b || a.replaceAll(' ', '') === b.replaceAll(' ', '');
}

function closeEnough(given: string, expected: string): boolean {
  if (!expected) return false;
  if (sameWords(given, expected)) return true;
  const squashedGiven = given.replaceAll(' ', '');
  const squashedExpected = expected.replaceAll(' ', '');
  // "1889" and "1888" are one keystroke apart and different answers.
  if (/\d/.test(given) || /\d/.test(expected)) return false;
  return distance(squashedGiven, squashedExpected) <= typosAllowed(squashedExpected.length);
}

/** Typos forgiven for an answer of this many letters (none for three letters or fewer). */
export function typosAllowed(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  if (length <= 12) return 2;
  return 3;
}

/** Phrases people wrap an answer in; taken off the start. */
const LEAD_INS = [
  'i think it is',
  'i think its',
  'i think',
  'i believe it is',
  'i believe',
  'i guess',
  'the answer is',
  'answer is',
  'it is',
  'its',
  'it was',
  'that is',
  'thats',
  'is it',
  'maybe',
  'perhaps',
  'probably',
  'surely',
];
const ARTICLES = new Set(['the', 'a', 'an']);

/** Lower case, no accents or punctuation, number words as digits, no lead-ins or articles. */
export function normalizeAnswer(text: string): string {
  let s = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1') // 1,000 → 1000
    .replaceAll('&', ' and ')
    .replace(/['’`]/g, '') // o'keeffe → okeeffe, it's → its
    .replace(/[^\p{L}\p{N}.\s]|\.(?!\d)/gu, ' ') // keep letters, digits and decimal points
    .replace(/\s+/g, ' ')
    .trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const lead of LEAD_INS) {
      if (s === lead) continue;
      if (s.startsWith(`${lead} `)) {
        s = s.slice(lead.length + 1);
        changed = true;
      }
    }
  }
  const words = wordsToNumbers(s.split(' ').filter(Boolean)).filter((w) => !ARTICLES.has(w));
  return words.join(' ');
}

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

/** Turns runs of number words into digits: "twenty one" → 21, "one hundred and five" → 105. */
export function wordsToNumbers(words: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    const start = i;
    let total = 0;
    let current = 0;
    let any = false;
    while (i < words.length) {
      const w = words[i]!;
      if (w in UNITS) {
        current += UNITS[w]!;
      } else if (w in SCALES && any) {
        const scale = SCALES[w]!;
        if (scale === 100) current = (current || 1) * 100;
        else {
          total += (current || 1) * scale;
          current = 0;
        }
      } else if (w === 'and' && any && i + 1 < words.length && words[i + 1]! in UNITS) {
        // "one hundred and five": the and belongs to the number
      } else break;
      any = true;
      i++;
    }
    if (any) out.push(String(total + current));
    else out.push(words[i++]!);
    if (any && i === start) i++;
  }
  return out;
}
