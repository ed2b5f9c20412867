/**
 * Cuts topic texts into the passages the index ranks, along the text's own structure (blocks.ts): each
 * list item is a passage, a numbered procedure is one passage, a FAQ entry's answer is one passage (or
 * windows of it when long), and a paragraph gives windows of consecutive sentences, overlapping by one,
 * so an answer never joins the end of one block to the next. Every passage keeps its block's context
 * (heading, list lead-in, FAQ question), scored with it but not part of the answer.
 */
import { readBlocks, type Block } from './blocks';

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
  /** The heading, list lead-in or FAQ question the passage stands under; '' when none. */
  context: string;
  sentences: string[];
  text: string;
  /** What answering with it says: its whole block when the block is short, else its own sentences. */
  answer: string;
}

/** Sentences per window: two keeps answers short yet gives a definition its following detail. */
export const WINDOW_SENTENCES = 2;
/** A FAQ answer this long or shorter is one passage: it answers its question as a whole. */
const WHOLE_FAQ_SENTENCES = 3;
/** A block this short is answered whole, whichever of its windows was found: it is about one thing. */
const WHOLE_BLOCK_SENTENCES = 4;
const WHOLE_BLOCK_CHARS = 700;

/** The sentence windows one block gives. */
function windowsOf(block: Block): string[][] {
  const all = block.sentences;
  if (block.kind !== 'paragraph' && (block.kind !== 'faq' || all.length <= WHOLE_FAQ_SENTENCES)) {
    return [all];
  }
  const windows: string[][] = [];
  const last = Math.max(0, all.length - WINDOW_SENTENCES);
  for (let start = 0; start <= last; start++) windows.push(all.slice(start, start + WINDOW_SENTENCES));
  return windows;
}

/** The passages of one topic text, keyed from `firstKey`. */
export function topicPassages(source: TopicText, firstKey = 0): Passage[] {
  const passages: Passage[] = [];
  for (const block of readBlocks(source.text)) {
    const whole = block.sentences.join(' ');
    const short = block.sentences.length <= WHOLE_BLOCK_SENTENCES && whole.length <= WHOLE_BLOCK_CHARS;
    for (const window of windowsOf(block)) {
      passages.push({
        key: firstKey + passages.length,
        sourceId: source.id,
        topic: source.topic,
        context: block.context,
        sentences: window,
        text: window.join(' '),
        answer: short ? whole : window.join(' '),
      });
    }
  }
  return passages;
}

export function cutPassages(texts: readonly TopicText[]): Passage[] {
  const passages: Passage[] = [];
  for (const source of texts) passages.push(...topicPassages(source, passages.length));
  return passages;
}
