import { CUSTOM_COLOUR_PRESETS_KEY, canSaveColour, parseHexColour } from '@muse/domain';

/** What the saved colours need of localStorage (tests pass a Map-backed fake). */
export type ColourStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The user's saved colours (localStorage `customColorPresets`, a JSON list of '#RRGGBB'); bad entries dropped. */
export function readSavedColours(storage: ColourStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CUSTOM_COLOUR_PRESETS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((c) => {
      const hex = typeof c === 'string' ? parseHexColour(c) : null;
      return hex ? [hex] : [];
    });
  } catch {
    return [];
  }
}

/** Saves a colour unless it is transparent or already saved; returns the list as it now is. */
export function saveColour(storage: ColourStorage, colour: string): string[] {
  const saved = readSavedColours(storage);
  if (!canSaveColour(colour, saved)) return saved;
  const next = [...saved, colour.toUpperCase()];
  try {
    storage.setItem(CUSTOM_COLOUR_PRESETS_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage keeps the colour for this visit only.
  }
  return next;
}

/** Removes a saved colour; returns the list as it now is. */
export function forgetColour(storage: ColourStorage, colour: string): string[] {
  const next = readSavedColours(storage).filter((c) => c !== colour.toUpperCase());
  try {
    storage.setItem(CUSTOM_COLOUR_PRESETS_KEY, JSON.stringify(next));
  } catch {
    // as above
  }
  return next;
}
