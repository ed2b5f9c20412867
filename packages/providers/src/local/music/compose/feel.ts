/**
 * The feel of a request's words: valence (sad −1 … happy +1) and energy (calm −1 … energetic +1), read
 * from the Mood and Genre tags, the keywords and an extension's description. Sad music goes minor and
 * slower, energetic music faster and busier.
 */
import { clamp } from './theory';

export interface Feel {
  valence: number;
  energy: number;
}

const FEELS: readonly { re: RegExp; valence: number; energy: number }[] = [
  {
    re: /\b(sad|sorrow\w*|melanchol\w*|grie\w*|lonely|heartbr\w*|tears?|mourn\w*|depress\w*|blue)\b/,
    valence: -1,
    energy: -0.6,
  },
  { re: /\b(dark|gloomy|somber|sombre|haunting|ominous)\b/, valence: -0.8, energy: -0.1 },
  { re: /\b(mysterious|eerie|tense|suspense\w*)\b/, valence: -0.5, energy: 0 },
  { re: /\b(nostalgic|bittersweet|wistful)\b/, valence: -0.3, energy: -0.3 },
  { re: /\b(angry|aggressive|furious|rage|intense)\b/, valence: -0.6, energy: 0.9 },
  {
    re: /\b(calm|relax\w*|chill|peaceful|serene|soothing|gentle|sleepy|mellow|slow\w*|quiet\w*|soft\w*)\b/,
    valence: 0.2,
    energy: -0.7,
  },
  { re: /\b(romantic|love|tender|warm)\b/, valence: 0.4, energy: -0.3 },
  { re: /\b(dreamy|ethereal)\b/, valence: 0.2, energy: -0.5 },
  { re: /\b(happy|joy\w*|cheer\w*|bright|sunny|fun|playful)\b/, valence: 1, energy: 0.5 },
  { re: /\b(uplifting|hopeful|inspir\w*|triumphant)\b/, valence: 0.8, energy: 0.4 },
  {
    re: /\b(energetic|energy|excit\w*|upbeat|party|dance|powerful|fast\w*|hype|loud\w*|driving|build\w*)\b/,
    valence: 0.4,
    energy: 1,
  },
  { re: /\b(epic|heroic)\b/, valence: 0.3, energy: 0.7 },
];

/** The feel of some words (tags, keywords, a description), each axis −1..1. */
export function feelOfWords(words: readonly string[]): Feel {
  const text = words.join(' ').toLowerCase();
  let valence = 0;
  let energy = 0;
  for (const feel of FEELS) {
    if (feel.re.test(text)) {
      valence += feel.valence;
      energy += feel.energy;
    }
  }
  return { valence: clamp(valence, -1, 1), energy: clamp(energy, -1, 1) };
}
