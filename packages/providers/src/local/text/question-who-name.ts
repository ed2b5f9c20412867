/**
 * A "Who …?" answered by a first name alone ("Pierre.") tells a reader who was not there nothing: the
 * answer is the name as the text writes it in full ("Pierre Curie."), and a question whose answer is the
 * text's own person ("Who won a second Nobel Prize?" "Marie." in a text about Marie Curie) or whose
 * person the text never names in full ("Richard.") is not asked.
 */

/** A capitalised word: part of a name. */
const NAME_WORD = /^\p{Lu}[\p{L}'’-]+$/u;

/** The full name the text gives a first name ("Pierre" → "Pierre Curie"), or null when it gives none. */
function fullName(first: string, text: string): string | null {
  const raw = text.split(/\s+/);
  const words = raw.map((w) => w.replace(/[.,;:!?)"”]+$/, ''));
  // A punctuation mark ends the name: "… Pierre Curie. Together they …".
  const closes = (k: number): boolean => /[.,;:!?]$/.test(raw[k] ?? '');
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i] !== first || closes(i)) continue;
    let end = i + 1;
    while (end < words.length && NAME_WORD.test(words[end] ?? '') && !closes(end - 1)) end++;
    if (end > i + 1) return words.slice(i, end).join(' ');
  }
  return null;
}

/**
 * The answer of a "Who …?" draft as a reader needs it: a one-word name made whole from the text, or null
 * when the question should not be asked (the text's own person, or a first name the text never completes).
 */
export function whoAnswer(answer: string, text: string, person: string | null): string | null {
  const name = answer.replace(/\.$/, '');
  if (person && name === person) return null;
  if (name.includes(' ') || !NAME_WORD.test(name)) return answer;
  const full = fullName(name, text);
  if (!full || (person && full === person)) return null;
  return `${full}.`;
}
