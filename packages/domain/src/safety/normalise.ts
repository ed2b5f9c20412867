// Text normalisation for matching: both the prompt and the word lists go through `foldText`, so
// "Coño", "cono" and "CONO" meet, and `matchVariants` undoes the usual evasions.

const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };

/** Lower case, diacritics removed, ligatures spelled out, whitespace collapsed. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđþ]/g, (c) => LIGATURES[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of a folded text: runs of letters and digits. */
export function tokenize(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '+': 't',
};

/** "$h1t" → "shit": substitutes leet characters inside chunks that also hold a letter. */
export function unleet(folded: string): string {
  return folded.replace(/[\p{L}\p{N}@$!|+]+/gu, (chunk) => {
    if (!/\p{L}/u.test(chunk) || !/[0-9@$!|+]/.test(chunk)) return chunk;
    // A trailing "!" is punctuation ("wow!"), not a letter.
    const body = chunk.replace(/!+$/, '');
    return [...body].map((c) => LEET[c] ?? c).join('') + chunk.slice(body.length);
  });
}

/** "s e x", "s.e.x", "s-e-x" → "sex": runs of three or more one-letter words are joined. */
export function joinSpelledOut(tokens: string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length >= 3) out.push(run.join(''));
    else out.push(...run);
    run = [];
  };
  for (const token of tokens) {
    if (token.length === 1) run.push(token);
    else {
      flush();
      out.push(token);
    }
  }
  flush();
  return out;
}

/** "puuuuta" → "puta" and "cazzzzo" → "cazzo": stretched letters back to one or two (and as written). */
export function unstretch(token: string): string[] {
  if (!/(.)\1\1/u.test(token)) return [token];
  return [token, token.replace(/(.)\1{2,}/gu, '$1'), token.replace(/(.)\1{2,}/gu, '$1$1')];
}

/** The token sequences a prompt is matched as: plain, de-leeted, and with spelled-out letters joined. */
export function matchVariants(text: string): string[][] {
  const folded = foldText(text);
  const plain = tokenize(folded);
  const leet = tokenize(unleet(folded));
  const seen = new Set<string>();
  const variants: string[][] = [];
  for (const tokens of [plain, leet, joinSpelledOut(plain), joinSpelledOut(leet)]) {
    const key = tokens.join(' ');
    if (!seen.has(key)) {
      seen.add(key);
      variants.push(tokens);
    }
  }
  return variants;
}
