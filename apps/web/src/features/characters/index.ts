/**
 * Ultimate's consistent characters and image input on the generator: the Character picker and "Manage
 * characters" dialog, and the Input picture chooser (one of the user's pictures or an upload). Everything
 * here loads on demand: the generator's settings panel loads `UltimateInputs` when it opens.
 */
import { lazy } from 'react';

export const UltimateInputs = lazy(() =>
  import('./components/UltimateInputs').then((m) => ({ default: m.UltimateInputs })),
);
export type { UltimateChoices, UltimateInputsProps } from './components/UltimateInputs';
export type { ChosenPicture } from './characters.api';
