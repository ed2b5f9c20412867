import { useMemo } from 'react';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { mathSegments } from './math-segments';

/**
 * Text with math rendered by KaTeX: `$…$` inline, `$$…$$` as a centred block. Math KaTeX cannot read is shown
 * as typed (throwOnError off) rather than breaking the card.
 */
export function MathText({ text, className }: { text: string; className?: string }) {
  const html = useMemo(
    () =>
      mathSegments(text)
        .map((segment) =>
          segment.kind === 'text'
            ? escapeHtml(segment.value)
            : katex.renderToString(segment.value, {
                displayMode: segment.kind === 'display',
                throwOnError: false,
                output: 'htmlAndMathml',
              }),
        )
        .join(''),
    [text],
  );
  // KaTeX builds the markup from the math alone and plain text is escaped above, so no user HTML gets in.
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '<br />');
}
