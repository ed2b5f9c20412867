/** The photo wizard (spec §2, §3 Preset prompts, §4 Wizard, §5, §6, §7, §9). */
import { toTier } from '../tiers';

export const WIZARD_STEPS = ['Upload', 'Enhance', 'Share'] as const;
export const WIZARD_POLL_MS = 2000;
export const WIZARD_COMPACT_MAX_WIDTH = 1200;

/** What the wizard sends with `POST /images/` besides the prompt and the uploaded picture. */
export const WIZARD_REQUEST = { model: 'gemini25', quality: 'ultra', steps: 50, number: 1 } as const;

export const PRESET_CATEGORIES = ['restoration', 'fun', 'art', 'edits'] as const;
export type PresetCategory = (typeof PRESET_CATEGORIES)[number];

export interface PresetPrompt {
  id: string;
  category: PresetCategory;
  title: string;
  /** an emoji, shown on the preset's button */
  icon: string;
  prompt: string;
}

export const PRESET_PROMPTS: readonly PresetPrompt[] = [
  {
    id: 'restore',
    category: 'restoration',
    title: 'Restore',
    icon: '🩹',
    prompt: 'Restore this old photo: remove scratches, spots and noise, repair faded contrast and colour.',
  },
  {
    id: 'remove-spots',
    category: 'restoration',
    title: 'Remove spots',
    icon: '✨',
    prompt: 'Remove dust, spots and scratches from this photo, keeping everything else as it is.',
  },
  {
    id: 'enhance',
    category: 'restoration',
    title: 'Enhance',
    icon: '🔍',
    prompt: 'Enhance this photo: sharper detail at twice the resolution, balanced contrast and colour.',
  },
  {
    id: 'colorize',
    category: 'restoration',
    title: 'Colourise',
    icon: '🎨',
    prompt: 'Colourise this black-and-white photo with natural, true-to-life colours.',
  },
  {
    id: 'celebrities',
    category: 'fun',
    title: 'With celebrities',
    icon: '⭐',
    prompt: 'Place the people in this photo on a red carpet next to famous film stars.',
  },
  {
    id: 'superhero',
    category: 'fun',
    title: 'Superhero',
    icon: '🦸',
    prompt: 'Turn the person in this photo into a superhero with a cape and a dramatic city skyline.',
  },
  {
    id: 'time-travel',
    category: 'fun',
    title: 'Time travel',
    icon: '⏳',
    prompt: 'Show this photo as if it were taken in the 1920s, with period clothes and setting.',
  },
  {
    id: 'fantasy',
    category: 'fun',
    title: 'Fantasy',
    icon: '🐉',
    prompt: 'Turn this photo into a fantasy scene with a castle, magic light and a dragon in the sky.',
  },
  {
    id: 'ghibli',
    category: 'art',
    title: 'Anime',
    icon: '🌸',
    prompt: 'Redraw this photo as a hand-drawn anime film still with soft colours and clean outlines.',
  },
  {
    id: 'pencil',
    category: 'art',
    title: 'Pencil sketch',
    icon: '✏️',
    prompt: 'Turn this photo into a detailed pencil sketch on white paper.',
  },
  {
    id: 'oil-painting',
    category: 'art',
    title: 'Oil painting',
    icon: '🖼️',
    prompt: 'Turn this photo into an oil painting with visible brush strokes.',
  },
  {
    id: 'watercolor',
    category: 'art',
    title: 'Watercolour',
    icon: '💧',
    prompt: 'Turn this photo into a soft watercolour painting on textured paper.',
  },
  {
    id: 'pop-art',
    category: 'art',
    title: 'Pop art',
    icon: '🟡',
    prompt: 'Turn this photo into bold pop art with flat colours and strong outlines.',
  },
  {
    id: 'impressionist',
    category: 'art',
    title: 'Impressionist',
    icon: '🌅',
    prompt: 'Turn this photo into an impressionist painting of short dabs of light colour.',
  },
  {
    id: 'change-background',
    category: 'edits',
    title: 'Change background',
    icon: '🏞️',
    prompt: 'Replace the background of this photo with a sunny beach.',
  },
  {
    id: 'change',
    category: 'edits',
    title: 'Change',
    icon: '🔄',
    prompt: 'Change the colour of the shirt to blue.',
  },
  {
    id: 'add',
    category: 'edits',
    title: 'Add',
    icon: '➕',
    prompt: 'Add a hat to the person in this photo.',
  },
  {
    id: 'remove',
    category: 'edits',
    title: 'Remove',
    icon: '➖',
    prompt: 'Remove the people in the background of this photo.',
  },
  {
    id: 'replace',
    category: 'edits',
    title: 'Replace',
    icon: '🔁',
    prompt: 'Replace the car in this photo with a bicycle.',
  },
  {
    id: 'reposition',
    category: 'edits',
    title: 'Reposition',
    icon: '↔️',
    prompt: 'Move the person in this photo to the left side of the picture.',
  },
];

/** Transform is disabled when the prompt is empty or whitespace, or while processing. */
export function canTransform(prompt: string, processing: boolean): boolean {
  return !processing && prompt.trim().length > 0;
}

/**
 * What a wizard run costs the user: premium and ultimate (or an active subscription) spend nothing; others
 * need at least 1 credit, otherwise the buy-credits prompt opens.
 */
export function wizardCharge(tier: unknown, balance: number, subscribed = false): 'free' | 'credits' | 'buy' {
  const t = toTier(tier);
  if (subscribed || t === 'premium' || t === 'ultimate') return 'free';
  return balance >= 1 ? 'credits' : 'buy';
}
