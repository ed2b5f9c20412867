import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { removeBackground } from './background-removal';
import { ballScene, render } from './fixtures/scenes';

describe('removeBackground', () => {
  it('keeps a shaded ball and drops the wall, the table and its shadow', async () => {
    const { svg, subject } = ballScene(256);
    const steps: number[] = [];
    const png = await removeBackground(await render(svg, 'jpeg'), { onProgress: (f) => steps.push(f) });

    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([256, 256, 4]);
    let both = 0;
    let either = 0;
    let softEdge = 0;
    for (let y = 0; y < 256; y++) {
      for (let x = 0; x < 256; x++) {
        const alpha = data[(y * 256 + x) * 4 + 3]!;
        const inside = (x + 0.5 - subject.cx) ** 2 + (y + 0.5 - subject.cy) ** 2 < subject.r ** 2;
        const kept = alpha > 128;
        if (inside && kept) both++;
        if (inside || kept) either++;
        if (alpha > 10 && alpha < 245) softEdge++;
      }
    }
    // Intersection over union of what the model kept and the drawn disc (0.996 when this was written).
    expect(both / either).toBeGreaterThan(0.95);
    // A matte, not a hard cut-out: some pixels along the outline are partly transparent.
    expect(softEdge).toBeGreaterThan(0);
    // The colour of kept pixels is the input's, not altered.
    const centre = (118 * 256 + 128) * 4;
    expect(data[centre]).toBeGreaterThan(150);
    expect(steps[0]).toBe(0);
    expect(steps.at(-1)).toBe(1);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  }, 60_000);

  it('keeps transparency the input already had', async () => {
    const { svg, subject } = ballScene(128);
    // The whole picture at half opacity: the ball stays half opaque, the rest goes.
    const faded = await sharp(await render(svg))
      .removeAlpha()
      .ensureAlpha(0.5)
      .png()
      .toBuffer();
    const { data } = await sharp(await removeBackground(faded))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(Math.round(y) * 128 + Math.round(x)) * 4 + 3]!;
    expect(Math.abs(at(subject.cx, subject.cy) - 128)).toBeLessThanOrEqual(3);
    expect(at(10, 10)).toBe(0);
  }, 60_000);
});
