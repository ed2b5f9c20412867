import { stringHash } from '../random';

/**
 * Phrasing a trained answer in the personality's tone, for the local answer engine, which answers with the
 * trained text itself. Chosen (the spec leaves tone free text): a warm or playful tone opens with a short
 * friendly phrase, a formal one with a courteous one; any other tone, or none, leaves the answer as trained.
 * The opener is picked from the question, so the same question gets the same phrasing.
 */

const TONES: { words: RegExp; openers: readonly string[] }[] = [
  {
    words: /\b(friendly|warm|cheerful|enthusiastic|upbeat|playful|casual|fun|kind|welcoming|happy|bubbly)\b/i,
    openers: ['Sure! ', 'Happy to help! ', 'Great question! ', 'Of course! '],
  },
  {
    words: /\b(formal|professional|polite|courteous|respectful|business)\b/i,
    openers: ['Certainly. ', 'Thank you for your question. ', 'Of course. '],
  },
];

export function phraseInTone(answer: string, tone: string, question: string): string {
  const trimmed = answer.trim();
  if (!trimmed || !tone.trim()) return trimmed;
  const match = TONES.find((t) => t.words.test(tone));
  if (!match) return trimmed;
  const opener = match.openers[stringHash(question.trim().toLowerCase()) % match.openers.length]!;
  return `${opener}${trimmed}`;
}
