import { PRESET_PROMPTS } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { INITIAL_WIZARD, chosenPreset, stepperIndex, wizardReducer, type WizardState } from './wizard-flow';

const photo = { filename: 'p1', previewUrl: 'blob:1' };
const restore = PRESET_PROMPTS.find((p) => p.id === 'restore')!;

describe('the photo wizard’s steps', () => {
  it('goes upload → choose → processing', () => {
    let s: WizardState = wizardReducer(INITIAL_WIZARD, { type: 'uploaded', photo });
    expect(s).toMatchObject({ step: 2, photo, prompt: '' });
    s = wizardReducer(s, { type: 'preset', preset: restore });
    expect(s.prompt).toBe(restore.prompt);
    s = wizardReducer(s, { type: 'transforming', resultFilename: 'r1' });
    expect(s).toMatchObject({ step: 3, resultFilename: 'r1', prompt: restore.prompt });
  });

  it('clears the photo, the result and the prompt on restart from step 2 or 3', () => {
    const two = wizardReducer(wizardReducer(INITIAL_WIZARD, { type: 'uploaded', photo }), {
      type: 'prompt',
      prompt: 'x',
    });
    expect(wizardReducer(two, { type: 'restart' })).toEqual(INITIAL_WIZARD);
    const three = wizardReducer(two, { type: 'transforming', resultFilename: 'r' });
    expect(wizardReducer(three, { type: 'restart' })).toEqual(INITIAL_WIZARD);
  });

  it('tries another look with the same photo', () => {
    const three = wizardReducer(
      { ...INITIAL_WIZARD, step: 2, photo, prompt: 'y' },
      { type: 'transforming', resultFilename: 'r' },
    );
    expect(wizardReducer(three, { type: 'tryAnother' })).toEqual({
      step: 2,
      photo,
      prompt: 'y',
      resultFilename: null,
    });
  });

  it('does not process without a photo', () => {
    expect(wizardReducer(INITIAL_WIZARD, { type: 'transforming', resultFilename: 'r' })).toBe(INITIAL_WIZARD);
  });

  it('knows the preset a prompt is, and none for own words', () => {
    expect(chosenPreset(` ${restore.prompt} `)?.id).toBe('restore');
    expect(chosenPreset('Make it pink')).toBeUndefined();
    expect(chosenPreset('  ')).toBeUndefined();
  });

  it('marks the stepper', () => {
    expect(stepperIndex(1, false)).toBe(0);
    expect(stepperIndex(2, false)).toBe(1);
    expect(stepperIndex(3, false)).toBe(2);
    expect(stepperIndex(3, true)).toBe(3);
  });
});
