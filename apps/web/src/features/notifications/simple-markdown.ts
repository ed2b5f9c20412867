/**
 * The little markdown a notification's content may use, read into blocks and inline runs that the dialog
 * renders as React elements (never as HTML, so nothing in the text can become markup): paragraphs split by
 * blank lines, lines starting with "- " or "* " as a list, **bold**, *italic* and [links](https://…).
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'italic'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; items: Inline[][] };

const INLINE = /\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only web and mail links are links; anything else stays text. */
function safeHref(href: string): string | null {
  return /^(https?:\/\/|mailto:)/i.test(href) ? href : null;
}

export function parseInline(line: string): Inline[] {
  const runs: Inline[] = [];
  let at = 0;
  for (const m of line.matchAll(INLINE)) {
    if (m.index > at) runs.push({ kind: 'text', text: line.slice(at, m.index) });
    if (m[1] !== undefined) runs.push({ kind: 'bold', text: m[1] });
    else if (m[2] !== undefined) runs.push({ kind: 'italic', text: m[2] });
    else {
      const href = safeHref(m[4] ?? '');
      runs.push(href ? { kind: 'link', text: m[3] ?? '', href } : { kind: 'text', text: m[0] });
    }
    at = m.index + m[0].length;
  }
  if (at < line.length) runs.push({ kind: 'text', text: line.slice(at) });
  return runs;
}

export function parseMarkdown(content: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((l) => /^\s*[-*]\s+/.test(l)))
      blocks.push({ kind: 'list', items: lines.map((l) => parseInline(l.replace(/^\s*[-*]\s+/, ''))) });
    else blocks.push({ kind: 'paragraph', lines: lines.map(parseInline) });
  }
  return blocks;
}
