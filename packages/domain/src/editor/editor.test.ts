import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_BOUNDS,
  DEFAULT_ADJUSTMENTS,
  adjustmentsAreDefault,
  clampAdjustment,
  adjustmentFilter,
} from './adjustments';
import {
  canApplyCrop,
  canResetResize,
  clampCrop,
  clampCropInput,
  cropHandleAt,
  fitCanvas,
  initialCrop,
  parseResizeInput,
  resizeKeepingAspect,
} from './geometry';
import {
  FONT_SIZE_PRESETS,
  TEXT_SLIDERS,
  acceptFontSizeInput,
  autoFitFontSize,
  clampTextBox,
  duplicateTextLayer,
  newTextLayer,
  stepFontSize,
  textColourFor,
} from './text-layers';
import { rotateByStep, snapBox, snapRotation, snapValue } from './snapping';
import {
  AI_TOOL_BOUNDS,
  OUTPAINT_ANCHORS,
  OUTPAINT_DEFAULT_PADDING,
  aiToolStartSettings,
  contextToolsFor,
  gptImageSupports,
  isValidOutpaintSide,
  outpaintSizes,
} from './ai-tools';
import { PALETTE, canSaveColour, colourScheme, parseHexColour } from './colours';
import {
  FONT_CACHE_MS,
  FONT_LOAD_RETRIES,
  FONT_LOAD_TIMEOUT_MS,
  FONT_PAGE_SIZE,
  FONT_PAGE_SIZE_MOBILE,
  FONT_PREVIEW_SIZE,
  FONT_TEXTS,
  POPULAR_FONTS,
  canSearchFonts,
  filterFonts,
} from './fonts';
import { PRESET_PROMPTS, WIZARD_POLL_MS, WIZARD_REQUEST, canTransform, wizardCharge } from './wizard';
import { editorColumns, sheetShouldClose } from './layout';

describe('adjustments (§3, §5)', () => {
  it('bounds and defaults are the spec’s', () => {
    expect(ADJUSTMENT_BOUNDS.saturation).toMatchObject({ min: 0, max: 200 });
    expect(ADJUSTMENT_BOUNDS.hue).toMatchObject({ min: -180, max: 180 });
    expect(ADJUSTMENT_BOUNDS.blur).toEqual({ min: 0, max: 10, step: 0.1 });
    expect(ADJUSTMENT_BOUNDS.invert).toMatchObject({ min: 0, max: 100 });
    expect(ADJUSTMENT_BOUNDS.opacity).toMatchObject({ min: 0, max: 100 });
    expect(ADJUSTMENT_BOUNDS.rotation).toMatchObject({ min: -180, max: 180 });
    expect(DEFAULT_ADJUSTMENTS).toMatchObject({ saturation: 100, hue: 0, opacity: 100 });
  });
  it('clamps to bounds and steps', () => {
    expect(clampAdjustment('blur', 12)).toBe(10);
    expect(clampAdjustment('blur', 3.14159)).toBe(3.1);
    expect(clampAdjustment('hue', -200)).toBe(-180);
    expect(clampAdjustment('saturation', NaN)).toBe(100);
  });
  it('reset is disabled only at the defaults', () => {
    expect(adjustmentsAreDefault({ ...DEFAULT_ADJUSTMENTS })).toBe(true);
    expect(adjustmentsAreDefault({ ...DEFAULT_ADJUSTMENTS, blur: 0.1 })).toBe(false);
    expect(adjustmentsAreDefault({ ...DEFAULT_ADJUSTMENTS, flipVertical: true })).toBe(false);
  });
  it('writes the preview filter', () => {
    expect(adjustmentFilter({ ...DEFAULT_ADJUSTMENTS, hue: 30 })).toContain('hue-rotate(30deg)');
  });
});

describe('crop and resize (§4, §5, §9)', () => {
  it('crop starts centred at half the canvas', () => {
    expect(initialCrop(800, 600)).toEqual({ x: 200, y: 150, width: 400, height: 300 });
  });
  it('keeps at least 10 px and stays inside the canvas', () => {
    expect(clampCrop({ x: -5, y: 590, width: 3, height: 50 }, 800, 600)).toEqual({
      x: 0,
      y: 550,
      width: 10,
      height: 50,
    });
    expect(clampCrop({ x: 700, y: 0, width: 900, height: 900 }, 800, 600)).toEqual({
      x: 0,
      y: 0,
      width: 800,
      height: 600,
    });
  });
  it('crop inputs run 0 to the image size (4096 by default); apply needs a width', () => {
    expect(clampCropInput(5000)).toBe(4096);
    expect(clampCropInput(900, 800)).toBe(800);
    expect(clampCropInput(-3, 800)).toBe(0);
    expect(canApplyCrop({ x: 0, y: 0, width: 0, height: 10 })).toBe(false);
    expect(canApplyCrop(null)).toBe(false);
    expect(canApplyCrop({ x: 0, y: 0, width: 10, height: 10 })).toBe(true);
  });
  it('grabs a corner within 12 px', () => {
    const r = { x: 100, y: 100, width: 200, height: 100 };
    expect(cropHandleAt(r, 108, 106)).toBe('top-left');
    expect(cropHandleAt(r, 300, 212)).toBe('bottom-right');
    expect(cropHandleAt(r, 113, 100)).toBe(null);
  });
  it('resize: 100–4096, empty or invalid is 100, aspect lock keeps the ratio', () => {
    expect(parseResizeInput('')).toBe(100);
    expect(parseResizeInput('abc')).toBe(100);
    expect(parseResizeInput('50')).toBe(100);
    expect(parseResizeInput('5000')).toBe(4096);
    expect(parseResizeInput('640')).toBe(640);
    expect(resizeKeepingAspect({ width: 1600, height: 900 }, 'width', '800')).toEqual({
      width: 800,
      height: 450,
    });
    expect(resizeKeepingAspect({ width: 1600, height: 900 }, 'height', 450)).toEqual({
      width: 800,
      height: 450,
    });
    expect(canResetResize({ width: 800, height: 450 }, { width: 800, height: 450 })).toBe(false);
    expect(canResetResize({ width: 801, height: 450 }, { width: 800, height: 450 })).toBe(true);
  });
  it('fits the canvas into the viewport minus 100 × 300', () => {
    expect(fitCanvas({ width: 2000, height: 1000 }, { width: 1100, height: 900 })).toEqual({
      width: 1000,
      height: 500,
      scale: 0.5,
    });
    expect(fitCanvas({ width: 200, height: 100 }, { width: 1100, height: 900 }).scale).toBe(1);
  });
});

describe('text layers (§3, §5, §9)', () => {
  it('a new layer has the spec’s defaults, centred, coloured against the background', () => {
    const l = newTextLayer(1700000000000, { width: 1000, height: 600 }, { r: 250, g: 250, b: 240 });
    expect(l).toMatchObject({
      id: '1700000000000',
      content: 'Your Text',
      width: 300,
      height: 80,
      x: 350,
      y: 260,
      fontFamily: 'Montserrat',
      fontSize: 48,
      fontWeight: 700,
      color: '#000000',
      backgroundColor: 'transparent',
      padding: 2,
    });
    expect(newTextLayer(1, { width: 1000, height: 600 }, { r: 10, g: 20, b: 40 }).color).toBe('#FFFFFF');
    expect(textColourFor({ r: 255, g: 255, b: 255 })).toBe('#000000');
  });
  it('duplicates 20 px right and down with a new id', () => {
    const l = newTextLayer(1, { width: 1000, height: 600 }, { r: 0, g: 0, b: 0 });
    const d = duplicateTextLayer(l, 2);
    expect(d).toMatchObject({ id: '2', x: l.x + 20, y: l.y + 20, content: l.content });
  });
  it('font size: input 6–500 else ignored, stepper 8–200 by 0.1, presets', () => {
    expect(acceptFontSizeInput(48, 5)).toBe(48);
    expect(acceptFontSizeInput(48, 501)).toBe(48);
    expect(acceptFontSizeInput(48, 6)).toBe(6);
    expect(stepFontSize(48, 1)).toBe(48.1);
    expect(stepFontSize(200, 1)).toBe(200);
    expect(stepFontSize(8, -1)).toBe(8);
    expect(FONT_SIZE_PRESETS).toEqual([
      8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 36, 48, 60, 72, 96, 120, 144, 200,
    ]);
  });
  it('slider bounds are the spec’s', () => {
    expect(TEXT_SLIDERS).toMatchObject({
      borderRadius: { min: 0, max: 50 },
      strokeWidth: { min: 0, max: 10 },
      letterSpacing: { min: -5, max: 20, step: 0.5 },
      lineHeight: { min: 0.5, max: 3, step: 0.1 },
      rotation: { min: -180, max: 180 },
      wordSpacing: { min: -10, max: 50 },
      padding: { min: 0, max: 50 },
    });
    expect(clampTextBox({ width: 10, height: 5 })).toEqual({ width: 50, height: 20 });
  });
  it('auto-fits the font size between 8 and 200', () => {
    // A monospace-like measure: each of 9 characters is 0.6 em wide, one line is 1.2 em high.
    const measure = (size: number) => ({ width: 9 * 0.6 * size, height: 1.2 * size });
    const size = autoFitFontSize({ width: 300, height: 80, padding: 2 }, measure);
    expect(size).toBe(54.8);
    expect(measure(size).width).toBeLessThanOrEqual(296);
    expect(autoFitFontSize({ width: 5000, height: 5000, padding: 0 }, measure)).toBe(200);
    expect(autoFitFontSize({ width: 20, height: 5, padding: 0 }, measure)).toBe(8);
  });
});

describe('snapping (§4, §9)', () => {
  it('snaps within 8 px', () => {
    expect(snapValue(107, [100, 300])).toEqual({ value: 100, snappedTo: 100 });
    expect(snapValue(109, [100])).toEqual({ value: 109, snappedTo: null });
    const s = snapBox({ x: 395, y: 6, width: 200, height: 50 }, { vertical: [500], horizontal: [0] });
    expect(s).toMatchObject({ x: 400, y: 0, guideX: 500, guideY: 0 });
  });
  it('rotation snaps to key angles and other layers within 5°, else to 5° steps; 15° on mobile', () => {
    expect(snapRotation(43)).toBe(45);
    expect(snapRotation(-88)).toBe(-90);
    expect(snapRotation(178)).toBe(180);
    expect(snapRotation(-179)).toBe(180);
    expect(snapRotation(22.4, [24])).toBe(24);
    expect(snapRotation(22.4)).toBe(20);
    expect(snapRotation(63)).toBe(65);
    expect(rotateByStep(0, 1)).toBe(15);
    expect(rotateByStep(-170, -1)).toBe(175);
  });
});

describe('AI tools (§4, §5, §9)', () => {
  it('context tools start blank with image weight 0.4 and prompt weight 2.5; others from the description', () => {
    expect(aiToolStartSettings('kontext', 'a fox')).toMatchObject({
      prompt: '',
      imageWeight: 0.4,
      promptWeight: 2.5,
    });
    expect(aiToolStartSettings('rembg', 'a fox')).toMatchObject({
      prompt: 'a fox',
      imageWeight: 1,
      promptWeight: 0.5,
    });
    expect(aiToolStartSettings('inpaint2', 'a fox')).toMatchObject({ imageWeight: 0.7, steps: 20 });
  });
  it('bounds are the spec’s', () => {
    expect(AI_TOOL_BOUNDS.context.promptWeight).toMatchObject({ min: 0.01, max: 100 });
    expect(AI_TOOL_BOUNDS.context.steps).toMatchObject({ min: 10, max: 50 });
    expect(AI_TOOL_BOUNDS.inpaint.imageWeight).toMatchObject({ min: 0.1, max: 1 });
    expect(AI_TOOL_BOUNDS.inpaint.steps).toMatchObject({ min: 10, max: 75 });
    expect(AI_TOOL_BOUNDS.variation.steps).toMatchObject({ min: 10, max: 75 });
    expect(AI_TOOL_BOUNDS.outpaint.padding).toMatchObject({ min: 10, max: 50 });
    expect(AI_TOOL_BOUNDS.outpaint.steps).toMatchObject({ min: 10, max: 50 });
    expect(OUTPAINT_DEFAULT_PADDING).toBe(50);
    expect(OUTPAINT_ANCHORS).toHaveLength(9);
  });
  it('outpaint sizes run from the original to 2048 in steps of 128', () => {
    expect(outpaintSizes(1800)).toEqual([1800, 1928]);
    expect(outpaintSizes(1024).at(-1)).toBe(2048);
    expect(outpaintSizes(1024)[1]).toBe(1152);
    expect(outpaintSizes(320).slice(0, 3)).toEqual([320, 448, 576]);
    expect(outpaintSizes(3000)).toEqual([]);
    expect(isValidOutpaintSide(1024, 1280)).toBe(true);
    expect(isValidOutpaintSide(1024, 1200)).toBe(false);
    expect(isValidOutpaintSide(1024, 2176)).toBe(false);
  });
  it('offers GPT Image only for 1536×1024, 1024×1536 or square', () => {
    expect(gptImageSupports(1536, 1024)).toBe(true);
    expect(gptImageSupports(777, 777)).toBe(true);
    expect(gptImageSupports(1200, 800)).toBe(false);
    expect(contextToolsFor(1200, 800)).not.toContain('gptimage1');
    expect(contextToolsFor(4000, 500)).not.toContain('kontext');
    expect(contextToolsFor(1024, 1024)).toContain('kontext');
  });
});

describe('colours (§3, §5, §9)', () => {
  it('has 40 distinct colours', () => {
    expect(new Set(PALETTE).size).toBe(40);
  });
  it('accepts only # and six hex digits, and saves no transparent or duplicate', () => {
    expect(parseHexColour('#a1b2c3')).toBe('#A1B2C3');
    expect(parseHexColour('a1b2c3')).toBe(null);
    expect(parseHexColour('#abc')).toBe(null);
    expect(canSaveColour('transparent', [])).toBe(false);
    expect(canSaveColour('#FF0000', ['#ff0000'])).toBe(false);
    expect(canSaveColour('#FF0000', [])).toBe(true);
  });
  it('builds schemes by hue', () => {
    expect(colourScheme('complementary', '#FF0000')).toEqual(['#FF0000', '#00FFFF']);
    expect(colourScheme('triadic', '#FF0000')).toEqual(['#FF0000', '#00FF00', '#0000FF']);
    expect(colourScheme('monochromatic', '#FF0000')).toHaveLength(5);
  });
});

describe('fonts (§5, §8, §9)', () => {
  it('uses the spec’s numbers and texts', () => {
    expect([FONT_PAGE_SIZE, FONT_PAGE_SIZE_MOBILE]).toEqual([20, 10]);
    expect(FONT_PREVIEW_SIZE).toEqual({ min: 12, max: 36, default: 36 });
    expect(FONT_CACHE_MS).toBe(3_600_000);
    expect([FONT_LOAD_RETRIES, FONT_LOAD_TIMEOUT_MS]).toEqual([3, 10_000]);
    expect(new Set(POPULAR_FONTS).size).toBe(15);
    expect(FONT_TEXTS.failed('timeout')).toBe('Failed to load fonts: timeout');
    expect(FONT_TEXTS.none).toBe('No fonts found');
  });
  it('searches the service from two characters, filters locally', () => {
    expect(canSearchFonts('r')).toBe(false);
    expect(canSearchFonts('ro')).toBe(true);
    expect(filterFonts([{ family: 'Roboto' }, { family: 'Lora' }], 'OR').map((f) => f.family)).toEqual([
      'Lora',
    ]);
  });
});

describe('photo wizard (§3, §5, §6, §7, §9)', () => {
  it('has the spec’s presets in four categories', () => {
    const ids = (c: string) => PRESET_PROMPTS.filter((p) => p.category === c).map((p) => p.id);
    expect(ids('restoration')).toEqual(['restore', 'remove-spots', 'enhance', 'colorize']);
    expect(ids('fun')).toEqual(['celebrities', 'superhero', 'time-travel', 'fantasy']);
    expect(ids('art')).toEqual([
      'ghibli',
      'pencil',
      'oil-painting',
      'watercolor',
      'pop-art',
      'impressionist',
    ]);
    expect(ids('edits')).toEqual(['change-background', 'change', 'add', 'remove', 'replace', 'reposition']);
  });
  it('transforms only with a prompt and not while processing; polls every 2 s', () => {
    expect(canTransform('  ', false)).toBe(false);
    expect(canTransform('sepia', true)).toBe(false);
    expect(canTransform('sepia', false)).toBe(true);
    expect(WIZARD_POLL_MS).toBe(2000);
    expect(WIZARD_REQUEST).toEqual({ model: 'gemini25', quality: 'ultra', steps: 50, number: 1 });
  });
  it('premium and ultimate spend nothing; others need a credit, else buy', () => {
    expect(wizardCharge('premium', 0)).toBe('free');
    expect(wizardCharge('ultimate', 0)).toBe('free');
    expect(wizardCharge('', 0, true)).toBe('free');
    expect(wizardCharge(true, 1)).toBe('credits');
    expect(wizardCharge('', 0)).toBe('buy');
  });
});

describe('layout (§2, §9)', () => {
  it('closes the sheet past 30 % and splits 4/7 or 11 columns', () => {
    expect(sheetShouldClose(31, 100)).toBe(true);
    expect(sheetShouldClose(30, 100)).toBe(false);
    expect(editorColumns(true)).toEqual({ panel: 4, canvas: 7 });
    expect(editorColumns(false)).toEqual({ panel: 0, canvas: 11 });
  });
});
