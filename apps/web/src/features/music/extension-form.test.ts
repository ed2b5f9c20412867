import { describe, expect, it } from 'vitest';
import {
  extendBody,
  fieldRange,
  formProblems,
  initialExtensionForm,
  updateExtensionField,
} from './extension-form';

describe('Extensions generator form (§5 extension inputs, §9 defaults)', () => {
  it('starts at the defaults: 0–15 s, overlap 5, +10 s, complexity 250', () => {
    expect(initialExtensionForm(60)).toEqual({
      start: 0,
      end: 15,
      overlap: 5,
      extension: 10,
      complexity: 250,
      description: '',
    });
  });

  it('takes at most the whole of a short track, with a shorter overlap', () => {
    expect(initialExtensionForm(12)).toMatchObject({ end: 12, overlap: 5 });
    expect(initialExtensionForm(3)).toMatchObject({ end: 3, overlap: 3 });
  });

  it('ignores values outside their range', () => {
    const form = initialExtensionForm(60);
    expect(updateExtensionField(form, 'start', -1, 60).start).toBe(0);
    expect(updateExtensionField(form, 'start', 61, 60).start).toBe(0);
    expect(updateExtensionField(form, 'start', 10, 60).start).toBe(10);
    expect(updateExtensionField(form, 'end', 70, 60).end).toBe(15);
    expect(updateExtensionField(form, 'end', 40, 60).end).toBe(40);
    expect(updateExtensionField(form, 'extension', 31, 60).extension).toBe(10);
    expect(updateExtensionField(form, 'extension', 30, 60).extension).toBe(30);
    expect(updateExtensionField(form, 'extension', 0, 60).extension).toBe(10);
    expect(updateExtensionField(form, 'complexity', 19, 60).complexity).toBe(250);
    expect(updateExtensionField(form, 'complexity', 20, 60).complexity).toBe(20);
    expect(updateExtensionField(form, 'overlap', 6, 60).overlap).toBe(5);
    expect(updateExtensionField(form, 'overlap', 0, 60).overlap).toBe(5);
    expect(updateExtensionField(form, 'overlap', NaN, 60).overlap).toBe(5);
  });

  it('keeps Take To at or after Take From', () => {
    const form = updateExtensionField(initialExtensionForm(60), 'start', 10, 60);
    expect(fieldRange(form, 'end', 60)).toEqual({ min: 10, max: 60 });
    expect(updateExtensionField(form, 'end', 9, 60).end).toBe(15);
  });

  it('limits the overlap to min(5, range) and shortens it with the range', () => {
    const form = updateExtensionField(initialExtensionForm(60), 'end', 3, 60);
    expect(form.overlap).toBe(3);
    expect(fieldRange(form, 'overlap', 60)).toEqual({ min: 1, max: 3 });
    expect(updateExtensionField(form, 'overlap', 4, 60).overlap).toBe(3);
  });

  it('requires a description and a valid range', () => {
    const form = initialExtensionForm(60);
    expect(formProblems(form, 60).map((p) => p.field)).toEqual(['description']);
    expect(formProblems({ ...form, description: 'a soft ending' }, 60)).toEqual([]);
    const backwards = { ...form, start: 20, end: 15, description: 'x' };
    expect(formProblems(backwards, 60).map((p) => p.field)).toContain('end');
  });

  it('sends the track as the previous audio, or the extension it continues', () => {
    const form = { ...initialExtensionForm(60), description: '  brighter  ' };
    expect(extendBody(form, { filename: 'song', length: 60, public: true })).toEqual({
      start: 0,
      end: 15,
      overlap: 5,
      extension: 10,
      complexity: 250,
      description: 'brighter',
      previousLength: 60,
      previousFilename: 'song',
      public: true,
    });
    expect(
      extendBody(form, { filename: 'ext-1', length: 25, public: false, continueExtensionId: 'e1' }),
    ).toMatchObject({ continueExtensionId: 'e1', previousFilename: 'ext-1', previousLength: 25 });
  });
});
