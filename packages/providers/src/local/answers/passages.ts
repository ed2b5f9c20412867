/**
 * Cuts topic texts into the passages the index ranks: windows of consecutive sentences inside one
 * paragraph, overlapping by one sentence, so an answer never joins the end of one paragraph to the next.
 */
import { sentences } from './text';

export interface TopicText {
  id: string;
  topic: string;
  text: string;
}

export interface Passage {
  /** Position in the passage list; the search index's document id. */
  key: number;
  /** The id of the topic text it comes from. */
  sourceId: string;
  topic: string;
  sentences: string[];
  text: string;
}

/** Sentences per window: two keeps answers short yet gives a definition its following detail. */
export const WINDOW_SENTENCES = 2;

export function cutPassages(texts: readonly TopicText[]): Passage[] {
  const passages: Passage[] = [];
  for (const source of texts) {
    for (const paragraph of source.text.split(/\n\s*\n/)) {
      const all = sentences(paragraph);
      if (all.length === 0) continue;
      const last = Math.max(0, all.length - WINDOW_SENTENCES);
      for (let start = 0; start <= last; start++) {
        const window = all.slice(start, start + WINDOW_SENTENCES);
        passages.push({
          key: passages.length,
          sourceId: source.id,
          topic: source.topic,
          sentences: window,
          text: window.join(' '),
        });
      }
    }
  }
  return passages;
}
