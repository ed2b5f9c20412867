/**
 * What the answer index works out from each topic text once and keeps across rebuilds while that text is
 * unchanged: its passages (blocks.ts, passages.ts) and, for each, the terms it holds and where. When an
 * owner edits one topic of an office with many, the next index re-reads that topic only; the office-wide
 * parts (word weights, the search index, meanings) are rebuilt from what was kept.
 */
import { analyseText, documentTerms, joinedWords, type AnalysedText } from './documents';
import { topicPassages, type Passage, type TopicText } from './passages';
import { words } from './text';

export interface PreparedPassage {
  passage: Passage;
  /** Its text and context as the scorer reads them. */
  analysed: AnalysedText;
  /** Its index terms (topic, context and text), for document frequencies. */
  terms: ReadonlySet<string>;
  /** Its words as written, for typo matching. */
  written: readonly string[];
}

/** Prepared passages by topic text; an index keeps the ones it was built from. */
export class PreparedTopics {
  constructor(private readonly byText = new Map<string, readonly PreparedPassage[]>()) {}

  /** How many topic texts were prepared anew (not taken from the previous index) by the last build. */
  prepared = 0;

  get size(): number {
    return this.byText.size;
  }

  /**
   * The prepared passages of every text, in order, keyed from 0; those of texts `previous` holds
   * unchanged are taken from it. The result keeps exactly the texts given.
   */
  static prepare(
    texts: readonly TopicText[],
    previous?: PreparedTopics,
  ): { topics: PreparedTopics; passages: PreparedPassage[] } {
    const topics = new PreparedTopics();
    const passages: PreparedPassage[] = [];
    for (const source of texts) {
      const key = `${source.id}\u0000${source.topic}\u0000${source.text}`;
      let prepared = topics.byText.get(key) ?? previous?.byText.get(key);
      if (!prepared) {
        prepared = topicPassages(source).map(prepare);
        topics.prepared++;
      }
      topics.byText.set(key, prepared);
      for (const item of prepared)
        passages.push({ ...item, passage: { ...item.passage, key: passages.length } });
    }
    return { topics, passages };
  }
}

function prepare(passage: Passage): PreparedPassage {
  const context = `${passage.topic} ${passage.context}`;
  return {
    passage,
    analysed: analyseText(passage.text, context),
    terms: documentTerms(`${context} ${passage.text}`),
    written: [...words(`${context} ${passage.text}`), ...joinedWords(`${context} ${passage.text}`)],
  };
}
