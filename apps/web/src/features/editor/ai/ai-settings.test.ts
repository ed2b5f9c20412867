import { DEFAULT_ADJUSTMENTS, newTextLayer } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import {
  blockedReason,
  editBody,
  expandSizes,
  inpaintBody,
  outpaintOffset,
  runPrice,
  startSettings,
  toolKind,
  upscaleFits,
} from './ai-settings';
import { documentAfterRun } from './result-doc';

const picture = { width: 512, height: 384 };

describe('start settings (spec §4 Editor)', () => {
  it('clears the prompt of a context tool, image weight 0.4 and prompt weight 2.5', () => {
    const s = startSettings('kontext', 'a red fox', picture);
    expect(s).toMatchObject({ prompt: '', imageWeight: 0.4, promptWeight: 2.5 });
  });

  it('starts the other tools from the description with weight 1 and prompt weight 0.5', () => {
    expect(startSettings('fluxdevcanny', 'a red fox', picture)).toMatchObject({
      prompt: 'a red fox',
      imageWeight: 1,
      promptWeight: 0.5,
    });
  });

  it('starts the area edit with the editor defaults: weight 0.7 and 20 steps', () => {
    expect(startSettings('inpaint2', 'a red fox', picture)).toMatchObject({ imageWeight: 0.7, steps: 20 });
  });

  it('starts an expand one step of 128 wider, centred, padding 50', () => {
    expect(startSettings('outpaint-model2', '', picture).outpaint).toEqual({
      width: 640,
      height: 384,
      anchor: 'center',
      padding: 50,
      steps: 20,
    });
  });
});

describe('tool rules', () => {
  it('sorts the tools by what their panel shows', () => {
    expect(
      (['gemini25', 'inpaint5', 'outpaint-model2', 'fluxdevcanny', 'upscale', 'rembg'] as const).map((tool) =>
        toolKind(tool),
      ),
    ).toEqual(['context', 'area', 'expand', 'variation', 'upscale', 'rembg']);
  });

  it('offers an upscale only when the result stays within 4096 px a side', () => {
    expect(upscaleFits({ width: 1024, height: 1024 }, 4)).toBe(true);
    expect(upscaleFits({ width: 1025, height: 600 }, 4)).toBe(false);
    expect(upscaleFits({ width: 2049, height: 100 }, 2)).toBe(false);
  });

  it('offers expand sides from the picture size up to 2048 in steps of 128', () => {
    expect(expandSizes(1800)).toEqual([1800, 1928]);
    expect(expandSizes(3000)).toEqual([3000]);
  });

  it('places the picture in the expanded frame as the server does', () => {
    const frame = { width: 640, height: 512 };
    expect(outpaintOffset(picture, { ...frame, anchor: 'left' })).toEqual({ x: 0, y: 64 });
    expect(outpaintOffset(picture, { ...frame, anchor: 'bottom-right' })).toEqual({ x: 128, y: 128 });
    expect(outpaintOffset({ width: 511, height: 383 }, { ...frame, anchor: 'center' })).toEqual({
      x: 64,
      y: 64,
    });
  });

  it('prices runs from the domain, with the premium discount on expand', () => {
    const s = startSettings('outpaint-model2', '', { width: 1920, height: 1920 });
    s.outpaint = { ...s.outpaint, width: 2048, height: 2048, steps: 50 };
    expect(runPrice('outpaint-model2', s, '')).toBe(4);
    expect(runPrice('outpaint-model2', s, 'premium')).toBe(2);
    expect(runPrice('gptimage1pro', s, 'premium')).toBe(20);
    expect(runPrice('rembg', s, '')).toBe(1);
  });

  it('says why Apply waits', () => {
    const area = startSettings('inpaint2', 'x', picture);
    expect(blockedReason('inpaint2', area, picture, 0)).toMatch(/Draw around/);
    expect(blockedReason('inpaint2', area, picture, 2)).toBeNull();
    const context = startSettings('gptimage1', '', picture);
    expect(blockedReason('gptimage1', context, picture, 0)).toMatch(/does not take pictures of this size/);
    expect(blockedReason('gemini25', context, picture, 0)).toBe('Describe the change you want.');
    expect(blockedReason('gemini25', { ...context, prompt: 'stormy sky' }, picture, 0)).toBeNull();
    const expand = startSettings('outpaint-model2', '', picture);
    expect(blockedReason('outpaint-model2', expand, picture, 0)).toBeNull();
    const same = { ...expand, outpaint: { ...expand.outpaint, width: 512 } };
    expect(blockedReason('outpaint-model2', same, picture, 0)).toMatch(/larger/);
    const big = { ...startSettings('upscale', '', picture), factor: 4 as const };
    expect(blockedReason('upscale', big, { width: 1200, height: 800 }, 0)).toMatch(/4096/);
  });
});

describe('request bodies', () => {
  it('sends each tool its own settings, and the uploaded picture when there is one', () => {
    const s = { ...startSettings('upscale', 'a fox', picture), factor: 4 as const };
    expect(editBody('upscale', s)).toEqual({ tool: 'upscale', factor: 4 });
    expect(editBody('rembg', s, 'abc.png')).toEqual({ tool: 'rembg', imageUrl: 'abc.png' });
    expect(editBody('fluxdevcanny', s)).toEqual({
      tool: 'fluxdevcanny',
      prompt: 'a fox',
      imageWeight: 1,
      steps: 25,
    });
  });

  it('sends the area edit its mask and the expand its frame', () => {
    const area = startSettings('inpaint5', 'a fox', picture);
    expect(inpaintBody('inpaint5', area, { maskUrl: 'm.png' })).toEqual({
      model: 'inpaint5',
      maskUrl: 'm.png',
      maskPrompt: 'a fox',
      promptWeight: 0.5,
      imageWeight: 0.7,
      steps: 20,
    });
    const expand = startSettings('outpaint-model2', 'a fox', picture);
    expect(inpaintBody('outpaint-model2', expand, { imageUrl: 'w.png' })).toEqual({
      model: 'outpaint-model2',
      maskPrompt: 'a fox',
      width: 640,
      height: 384,
      anchor: 'center',
      padding: 50,
      steps: 20,
      imageUrl: 'w.png',
    });
  });
});

describe('the document after a run', () => {
  const layer = { ...newTextLayer(1, picture, { r: 0, g: 0, b: 0 }), x: 10, y: 20, fontSize: 40 };
  const doc = {
    image: { url: 'a', ...picture },
    adjustments: { ...DEFAULT_ADJUSTMENTS, brightness: 150 },
    textLayers: [layer],
  };

  it('resets the adjustments, which the tool worked on baked in', () => {
    const after = documentAfterRun('rembg', startSettings('rembg', '', picture), picture)(doc);
    expect(after.adjustments).toEqual(DEFAULT_ADJUSTMENTS);
    expect(after.textLayers[0]).toMatchObject({ x: 10, y: 20 });
  });

  it('moves text with the picture in an expand and scales it in an upscale', () => {
    const expand = startSettings('outpaint-model2', '', picture);
    expand.outpaint = { ...expand.outpaint, anchor: 'right' };
    expect(documentAfterRun('outpaint-model2', expand, picture)(doc).textLayers[0]).toMatchObject({
      x: 138,
      y: 20,
    });
    const up = { ...startSettings('upscale', '', picture), factor: 2 as const };
    expect(documentAfterRun('upscale', up, picture)(doc).textLayers[0]).toMatchObject({
      x: 20,
      y: 40,
      fontSize: 80,
    });
  });
});
