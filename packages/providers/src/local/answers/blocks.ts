/**
 * Reads the structure of a topic text as owners paste it: headings ("Opening hours", "2. Your content",
 * "## Pricing"), list items ("- Adult ticket: 16 euros."), numbered steps, FAQ entries (a line or leading
 * sentence ending in "?" followed by its answer) and plain paragraphs. Each block keeps the heading it
 * stands under and, for list items, the line that introduces the list ("The front panel has four
 * buttons:"), so a passage cut from it never glues a heading to the next line and never loses its subject.
 */
import { sentences } from './text';

export type BlockKind = 'paragraph' | 'item' | 'steps' | 'faq';

export interface Block {
  kind: BlockKind;
  /** The heading it stands under, a list's lead-in line, a FAQ entry's question; '' when none. */
  context: string;
  /** The block's sentences, in order. */
  sentences: string[];
}

/** A heading is a short line (this many words at most) that does not end a sentence. */
const HEADING_MAX_WORDS = 9;
const BULLET = /^\s*(?:[-*•–·]|\(?[a-z]\))\s+/i;
const NUMBERED = /^\s*\d{1,2}[.)]\s+/;
const MARKDOWN_HEADING = /^\s*#{1,6}\s+/;

const endsSentence = (line: string) => /[.!?;:…]["'”’)]*$/.test(line.trim());
const wordCount = (line: string) => line.trim().split(/\s+/).filter(Boolean).length;

export function isHeading(line: string): boolean {
  if (MARKDOWN_HEADING.test(line)) return true;
  if (BULLET.test(line)) return false;
  return wordCount(line) <= HEADING_MAX_WORDS && !endsSentence(line);
}

const stripMarker = (line: string) =>
  line.replace(MARKDOWN_HEADING, '').replace(BULLET, '').replace(NUMBERED, '').trim();

/** A line's sentences; a line that ends without a stop is one sentence of its own. */
const lineSentences = (line: string) => sentences(line);

/** What a chunk of lines stands under: the last heading, and the last line that ended in a colon. */
interface Context {
  heading: string;
  leadIn: string;
}

export function readBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const context: Context = { heading: '', leadIn: '' };
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let at = 0;
    // Heading lines open the chunk ("Pizza (evenings only)", or a title over a subtitle).
    while (at < lines.length && isHeading(lines[at] ?? '') && !isNumberedStep(lines, at)) {
      context.heading = stripMarker(lines[at] ?? '');
      context.leadIn = '';
      at++;
    }
    readLines(lines.slice(at), context, blocks);
  }
  return blocks.filter((block) => block.sentences.length > 0);
}

/** A numbered line is a step, not a heading, when it ends a sentence or more numbered lines follow. */
function isNumberedStep(lines: readonly string[], at: number): boolean {
  const line = lines[at] ?? '';
  if (!NUMBERED.test(line)) return false;
  return endsSentence(line) || NUMBERED.test(lines[at + 1] ?? '');
}

function readLines(lines: readonly string[], context: Context, blocks: Block[]): void {
  const { heading } = context;
  let paragraph: string[] = [];
  let steps: string[] = [];
  let faq: { question: string; answer: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) {
      const all = paragraph.flatMap(lineSentences);
      // A paragraph that opens with a question and goes on is a FAQ entry written on one line.
      const first = all[0] ?? '';
      if (first.endsWith('?') && all.length > 1) {
        blocks.push({ kind: 'faq', context: joinContext(heading, first), sentences: all.slice(1) });
      } else {
        blocks.push({ kind: 'paragraph', context: heading, sentences: all });
      }
      context.leadIn = endsWithColon(paragraph.at(-1)) ? (paragraph.at(-1) ?? '') : '';
    }
    paragraph = [];
  };
  const flushSteps = () => {
    if (steps.length > 0) {
      blocks.push({ kind: 'steps', context: joinContext(heading, context.leadIn), sentences: steps });
    }
    steps = [];
  };
  const flushFaq = () => {
    if (faq && faq.answer.length > 0) {
      blocks.push({
        kind: 'faq',
        context: joinContext(heading, faq.question),
        sentences: faq.answer.flatMap(lineSentences),
      });
    } else if (faq) {
      paragraph.push(faq.question);
    }
    faq = null;
  };

  for (const line of lines) {
    if (BULLET.test(line)) {
      flushFaq();
      flushParagraph();
      flushSteps();
      blocks.push({
        kind: 'item',
        context: joinContext(heading, context.leadIn),
        sentences: lineSentences(stripMarker(line)),
      });
    } else if (NUMBERED.test(line) && endsSentence(line)) {
      flushFaq();
      flushParagraph();
      steps.push(...lineSentences(stripMarker(line)));
    } else if (line.endsWith('?') && wordCount(line) <= 25) {
      flushFaq();
      flushParagraph();
      flushSteps();
      faq = { question: line, answer: [] };
    } else if (faq) {
      faq.answer.push(line);
    } else {
      flushSteps();
      paragraph.push(line);
    }
  }
  flushFaq();
  flushParagraph();
  flushSteps();
}

const endsWithColon = (line: string | undefined) => !!line && /:\s*$/.test(line);

function joinContext(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' — ');
}
