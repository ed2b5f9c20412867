import { stringHash } from '../random';
import { toTier } from '../tiers';

/**
 * Consistent characters and image input (spec: "consistent characters, image upload and unlimited private
 * images to ultimate"): a saved character (name, how they look, a reference picture) reused across
 * generations, and a picture a generation starts from. Both belong to Ultimate.
 */

/** How many characters one person keeps. */
export const CHARACTERS_MAX = 50;
/** A page of the character list. */
export const CHARACTERS_PAGE_SIZE = 20;
export const CHARACTERS_PAGE_MAX = 50;
export const CHARACTER_NAME_MAX = 60;
export const CHARACTER_DESCRIPTION_MAX = 400;
/** A reference or input picture is kept at most this many pixels on its longer side. */
export const INPUT_PICTURE_MAX_SIDE = 1536;

/** Why the server refuses characters or image input to other plans (the 403's message). */
export const CHARACTERS_ULTIMATE_ONLY = 'Consistent characters come with Ultimate.';
export const IMAGE_INPUT_ULTIMATE_ONLY = 'Starting from your own picture comes with Ultimate.';

/** Ultimate alone saves and uses characters. */
export function canUseCharacters(tier: unknown): boolean {
  return toTier(tier) === 'ultimate';
}

/** Ultimate alone gives a generation a picture to start from ("image upload"). */
export function canUseImageInput(tier: unknown): boolean {
  return toTier(tier) === 'ultimate';
}

/** Whether one more character fits: false once `count` reached the limit. */
export function canAddCharacter(count: number): boolean {
  return count < CHARACTERS_MAX;
}

export type CharacterFieldIssue = { field: 'name' | 'description'; message: string };

/** A character's name and description, trimmed and checked; the issue names the field. */
export function checkCharacter(input: {
  name?: string;
  description?: string;
}): { ok: true; name?: string; description?: string } | { ok: false; issue: CharacterFieldIssue } {
  const out: { name?: string; description?: string } = {};
  if (input.name !== undefined) {
    const name = input.name.trim().replace(/\s+/g, ' ');
    if (!name) return { ok: false, issue: { field: 'name', message: 'name is required' } };
    if (name.length > CHARACTER_NAME_MAX)
      return {
        ok: false,
        issue: { field: 'name', message: `name must be at most ${CHARACTER_NAME_MAX} characters` },
      };
    out.name = name;
  }
  if (input.description !== undefined) {
    const description = input.description.trim().replace(/\s+/g, ' ');
    if (!description)
      return { ok: false, issue: { field: 'description', message: 'description is required' } };
    if (description.length > CHARACTER_DESCRIPTION_MAX)
      return {
        ok: false,
        issue: {
          field: 'description',
          message: `description must be at most ${CHARACTER_DESCRIPTION_MAX} characters`,
        },
      };
    out.description = description;
  }
  return { ok: true, ...out };
}

/**
 * The seed every picture of a character starts from: derived from the character alone (its id), so the
 * local engine draws the same subject with the same palette each time, whatever else the prompt says. The
 * `index`-th picture of one run gets the next seed, as a run without a character does.
 */
export function characterSeed(characterId: string, index = 0): number {
  return (stringHash(`character:${characterId}`) + index) % 2 ** 32;
}

/**
 * The prompt an engine gets for a picture of a character: the user's words, then how the character looks.
 * The character's name stays out: it is the person's label, and an engine would try to draw it.
 */
export function promptWithCharacter(prompt: string, character: { description: string }): string {
  const words = prompt.trim().replace(/[.\s]+$/, '');
  return `${words}. ${character.description}`;
}
