import { describe, expect, it } from 'vitest';
import { childVariant } from './variants';

describe('espeak-ng variants', () => {
  it('writes child variants with a high pitch and raised formants', () => {
    const child = childVariant('muse-girl', 'female', [220, 340], 118);
    expect(child).toContain('name muse-girl');
    expect(child).toContain('gender female');
    expect(child).toContain('pitch 220 340');
    expect(child.match(/^formant \d 118 /gm)).toHaveLength(9);
  });
});
