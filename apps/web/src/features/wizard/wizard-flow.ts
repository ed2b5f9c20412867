/**
 * The photo wizard's steps (spec §4): 1 upload, 2 choose a prompt, 3 processing and then the result. Going
 * back to the start from step 2 or 3 clears the photo, the result and the prompt.
 */
import { PRESET_PROMPTS, type PresetPrompt } from '@muse/domain';

/** The uploaded photo: its item and the local copy the browser shows as "before". */
export interface WizardPhoto {
  filename: string;
  /** an object URL of the file as the user picked it */
  previewUrl: string;
}

export interface WizardState {
  step: 1 | 2 | 3;
  photo: WizardPhoto | null;
  prompt: string;
  /** the file name of the result item once Transform was accepted */
  resultFilename: string | null;
}

export type WizardAction =
  | { type: 'uploaded'; photo: WizardPhoto }
  | { type: 'prompt'; prompt: string }
  | { type: 'preset'; preset: PresetPrompt }
  | { type: 'transforming'; resultFilename: string }
  | { type: 'tryAnother' }
  | { type: 'restart' };

export const INITIAL_WIZARD: WizardState = { step: 1, photo: null, prompt: '', resultFilename: null };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'uploaded':
      return { ...INITIAL_WIZARD, step: 2, photo: action.photo };
    case 'prompt':
      return { ...state, prompt: action.prompt };
    case 'preset':
      return { ...state, prompt: action.preset.prompt };
    case 'transforming':
      return state.photo ? { ...state, step: 3, resultFilename: action.resultFilename } : state;
    case 'tryAnother':
      // Back to the presets with the same photo, for another look.
      return state.photo ? { ...state, step: 2, resultFilename: null } : state;
    case 'restart':
      return INITIAL_WIZARD;
  }
}

/** The preset whose text the prompt is, so its button shows as chosen. */
export function chosenPreset(prompt: string): PresetPrompt | undefined {
  const text = prompt.trim();
  return text ? PRESET_PROMPTS.find((p) => p.prompt === text) : undefined;
}

/** The stepper's active index (0 Upload, 1 Enhance, 2 Share); 3 marks every step done once the result is in. */
export function stepperIndex(step: WizardState['step'], finished: boolean): number {
  if (step === 3) return finished ? 3 : 2;
  return step - 1;
}
