/** One phrase of a prompt, with what stood before it ("a red fox running" | " through a snowy forest"). */
export interface PromptChunk {
  text: string;
  /** ' ' or ', ': how it joins the phrase before it. */
  separator: string;
}

/**
 * Prepositions that start a setting phrase. "of" is left out on purpose: "a field of tulips" and "a bowl
 * of apples" are one thing.
 */
const STARTS = new Set(
  (
    'through in on at with by under over near across along beside behind among amid during into from above ' +
    'below inside around beneath toward towards past against'
  ).split(' '),
);

/**
 * A prompt as phrases: split at commas and before each preposition that starts a setting phrase, so a
 * storyboard can keep, drop or replace whole phrases ("at dusk") without breaking the grammar of the rest.
 */
export function chunkPrompt(prompt: string): PromptChunk[] {
  const chunks: PromptChunk[] = [];
  for (const [p, part] of prompt.split(/\s*[,;]\s*/).entries()) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    let current: string[] = [];
    let separator = p === 0 ? '' : ', ';
    for (const word of words) {
      if (current.length > 0 && STARTS.has(word.toLowerCase())) {
        chunks.push({ text: current.join(' '), separator });
        current = [];
        separator = ' ';
      }
      current.push(word);
    }
    if (current.length > 0) chunks.push({ text: current.join(' '), separator });
  }
  return chunks;
}
