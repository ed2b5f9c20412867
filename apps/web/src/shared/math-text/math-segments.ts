/** A text with math split into its parts: plain text, inline math ($…$) and display math ($$…$$). */
export type MathSegment = { kind: 'text' | 'inline' | 'display'; value: string };

/**
 * Splits text on `$$…$$` and `$…$`. A `\$` is a literal dollar sign, and a lone `$` without its closing
 * partner stays text, so prices like "$40 plus $25" in a word problem are not read as math.
 */
export function mathSegments(source: string): MathSegment[] {
  const out: MathSegment[] = [];
  let text = '';
  let i = 0;
  const pushText = () => {
    if (text) out.push({ kind: 'text', value: text });
    text = '';
  };
  while (i < source.length) {
    if (source[i] === '\\' && source[i + 1] === '$') {
      text += '$';
      i += 2;
      continue;
    }
    if (source[i] === '$') {
      const display = source[i + 1] === '$';
      const open = display ? 2 : 1;
      const close = findClose(source, i + open, display);
      if (close > i + open) {
        pushText();
        out.push({ kind: display ? 'display' : 'inline', value: source.slice(i + open, close).trim() });
        i = close + open;
        continue;
      }
    }
    text += source[i];
    i += 1;
  }
  pushText();
  return out;
}

function findClose(source: string, from: number, display: boolean): number {
  for (let j = from; j < source.length; j += 1) {
    if (source[j] === '\\') {
      j += 1;
      continue;
    }
    if (source[j] !== '$') continue;
    if (!display) return /\d/.test(source[from] ?? '') && source[j - 1] === ' ' ? -1 : j;
    if (source[j + 1] === '$') return j;
  }
  return -1;
}
