import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './simple-markdown';

describe('simple markdown', () => {
  it('reads bold, italic and web links; other links and HTML stay text', () => {
    expect(parseInline('Try **this** and *that* at [Muse](https://muse.example)')).toEqual([
      { kind: 'text', text: 'Try ' },
      { kind: 'bold', text: 'this' },
      { kind: 'text', text: ' and ' },
      { kind: 'italic', text: 'that' },
      { kind: 'text', text: ' at ' },
      { kind: 'link', text: 'Muse', href: 'https://muse.example' },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: '[x](javascript:alert(1)' },
      { kind: 'text', text: ')' },
    ]);
    expect(parseInline('<b>hi</b> 2 * 3')).toEqual([{ kind: 'text', text: '<b>hi</b> 2 * 3' }]);
  });

  it('splits paragraphs on blank lines and reads lists', () => {
    expect(parseMarkdown('One\nline two\n\n- a\n* b\n\n\nEnd')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'line two' }]] },
      { kind: 'list', items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'End' }]] },
    ]);
    expect(parseMarkdown('  \n')).toEqual([]);
  });
});
