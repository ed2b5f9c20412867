import { describe, expect, it } from 'vitest';
import { mathSegments } from './math-segments';

describe('mathSegments', () => {
  it('splits inline and display math from text', () => {
    expect(mathSegments('Solve $3x + 7 = 25$ for $x$.')).toEqual([
      { kind: 'text', value: 'Solve ' },
      { kind: 'inline', value: '3x + 7 = 25' },
      { kind: 'text', value: ' for ' },
      { kind: 'inline', value: 'x' },
      { kind: 'text', value: '.' },
    ]);
    expect(mathSegments('Then $$x = 6$$')).toEqual([
      { kind: 'text', value: 'Then ' },
      { kind: 'display', value: 'x = 6' },
    ]);
  });

  it('keeps prices and escaped dollars as text', () => {
    expect(mathSegments('It costs \\$40 plus \\$25 an hour.')).toEqual([
      { kind: 'text', value: 'It costs $40 plus $25 an hour.' },
    ]);
    expect(mathSegments('A ticket is $8')).toEqual([{ kind: 'text', value: 'A ticket is $8' }]);
    expect(mathSegments('between $40 and $25 ')).toEqual([{ kind: 'text', value: 'between $40 and $25 ' }]);
  });
});
