import type { Style } from './words';

/** The catalogue's presets for this engine: the treatment a model applies when the prompt names none. */
const presets: Record<string, Style> = {
  art: 'painterly',
  photo: 'photo',
  digital: 'digital',
};

export function localImageStyle(preset: string | undefined): Style {
  return (preset && presets[preset]) || 'digital';
}
