/**
 * Typed or pasted problem text → plain math text: light LaTeX, Unicode math signs and spacing made into what
 * the recognisers and the CAS read ("\frac{x}{3}" → "((x)/(3))", "≤" → "<=", "x²" → "x^2").
 */
export function cleanProblem(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n');
  // \frac{a}{b} (nested braces one level deep) and \sqrt{a}
  const brace = String.raw`\{((?:[^{}]|\{[^{}]*\})*)\}`;
  for (let i = 0; i < 3; i += 1) {
    text = text
      .replace(new RegExp(String.raw`\\[dt]?frac\s*${brace}\s*${brace}`, 'g'), '(($1)/($2))')
      .replace(new RegExp(String.raw`\\sqrt\s*${brace}`, 'g'), 'sqrt($1)')
      .replace(new RegExp(String.raw`\^\s*${brace}`, 'g'), '^($1)');
  }
  text = text
    .replace(/\\left|\\right/g, '')
    .replace(/\\(cdot|times)/g, '*')
    .replace(/\\div/g, '/')
    .replace(/\\pi/g, 'pi')
    .replace(/\\(le|leq)\b/g, '<=')
    .replace(/\\(ge|geq)\b/g, '>=')
    .replace(/\\[,;!]|\\ /g, ' ')
    .replace(/\$\s?(\d+(?:,\d{3})*(?:\.\d+)?)/g, '$1 dollars')
    .replace(/\$/g, '') // TeX delimiters
    .replace(/(\d),(\d{3})\b/g, '$1$2') // 24,000 → 24000
    .replace(/[×·∙]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–—]/g, '-')
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/π/g, 'pi')
    .replace(/√\s*\(/g, 'sqrt(')
    .replace(/√\s*(\d+|[a-z])/g, 'sqrt($1)')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/°/g, ' degrees')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
  return text;
}
