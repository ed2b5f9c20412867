/**
 * The assistant's personality (the Personality tab's 12 text areas) and the Avatar tab's rules: saving the
 * avatar requires a name and a welcome message.
 */
import type { AvatarFinish } from './avatar-finishes';

/**
 * The spec names 11 fields for 12 text areas. Chosen: the twelfth is `expertise` (what the assistant
 * knows about), placed after background. `noinfo` is the "stick to the script" fallback answer.
 */
export const PERSONALITY_FIELDS = [
  'tone',
  'languageStyle',
  'coreTraits',
  'interests',
  'background',
  'expertise',
  'values',
  'conflictHandling',
  'humor',
  'personalConnection',
  'customization',
  'noinfo',
] as const;

export type PersonalityField = (typeof PERSONALITY_FIELDS)[number];
export type Personality = Record<PersonalityField, string>;

/** Labels of the 12 text areas. Chosen: the spec gives no labels. */
export const PERSONALITY_LABELS: Readonly<Record<PersonalityField, string>> = {
  tone: 'Tone',
  languageStyle: 'Language style',
  coreTraits: 'Core traits',
  interests: 'Interests',
  background: 'Background',
  expertise: 'Expertise',
  values: 'Values',
  conflictHandling: 'Conflict handling',
  humor: 'Humor',
  personalConnection: 'Personal connection',
  customization: 'Customization',
  noinfo: 'When it does not know (stick to the script)',
};

/** Chosen cap per text area (the spec gives none), so a stored personality stays a sane size. */
export const PERSONALITY_FIELD_MAX = 5000;

/** Every field blank (noinfo's default is blank too). */
export function emptyPersonality(): Personality {
  return Object.fromEntries(PERSONALITY_FIELDS.map((f) => [f, ''])) as Personality;
}

/** A stored or sent personality with all 12 fields as strings: missing or non-string values become blank, unknown keys are dropped. */
export function normalizePersonality(input: unknown): Personality {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const out = emptyPersonality();
  for (const field of PERSONALITY_FIELDS) {
    const value = source[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/** Fields longer than PERSONALITY_FIELD_MAX. */
export function personalityProblems(
  personality: Personality,
): { field: PersonalityField; message: string }[] {
  return PERSONALITY_FIELDS.filter((f) => personality[f].length > PERSONALITY_FIELD_MAX).map((field) => ({
    field,
    message: `${PERSONALITY_LABELS[field]} can have at most ${PERSONALITY_FIELD_MAX} characters.`,
  }));
}

/**
 * The Avatar tab's values: the assistant's avatar {id, name}, the painted finish its portrait is shown in
 * (none: the drawn face), and the welcome message (the dialog's question).
 */
export interface AvatarSettings {
  avatarId: string;
  name: string;
  welcomeMessage: string;
  finish?: AvatarFinish | null;
}

/** Messages chosen (the spec says only that both are required). */
export const AVATAR_NAME_REQUIRED = 'Enter the assistant name.';
export const WELCOME_MESSAGE_REQUIRED = 'Enter a welcome message.';

export function avatarProblems(
  settings: AvatarSettings,
): { field: 'name' | 'welcomeMessage'; message: string }[] {
  const problems: { field: 'name' | 'welcomeMessage'; message: string }[] = [];
  if (settings.name.trim() === '') problems.push({ field: 'name', message: AVATAR_NAME_REQUIRED });
  if (settings.welcomeMessage.trim() === '')
    problems.push({ field: 'welcomeMessage', message: WELCOME_MESSAGE_REQUIRED });
  return problems;
}

/** Save is disabled when nothing has changed, and while a required field is blank. */
export function canSaveAvatar(current: AvatarSettings, saved: AvatarSettings): boolean {
  const changed =
    current.avatarId !== saved.avatarId ||
    (current.finish ?? null) !== (saved.finish ?? null) ||
    current.name !== saved.name ||
    current.welcomeMessage !== saved.welcomeMessage;
  return changed && avatarProblems(current).length === 0;
}
