import { COMBO_TIERS, GOOD_MS, LANE_KEYS, PERFECT_MS, POINTS, START_LIVES } from './piano-rules';

/** The Piano Challenge's words, built from its rules so the help always says what the game does. */
export const PIANO_TEXTS = {
  title: 'Piano Challenge',
  intro: 'Play the tune of a song from the music library. Notes fall toward the line; play each as it lands.',
  keys: LANE_KEYS.map((k) => k.toUpperCase()),
  howToPlay: [
    `Press ${LANE_KEYS.map((k) => k.toUpperCase()).join(' ')} on your keyboard, one key for each lane from left to right, or tap and click the lanes.`,
    'Higher notes fall in the lanes further to the right.',
    `Play a note as its tile touches the line: within ${PERFECT_MS / 1000} seconds is Perfect, within ${GOOD_MS / 1000} seconds is Good. Later, the note is missed.`,
    `You have ${START_LIVES} lives. A missed note or a key with no note to play costs one. With none left, the game is over.`,
    `Perfect scores ${POINTS.perfect} points and Good ${POINTS.good}. Notes in a row build a combo: points count double from ${COMBO_TIERS[0]} in a row, triple from ${COMBO_TIERS[1]} and four times from ${COMBO_TIERS[2]}.`,
    'Your best score of the day is kept in this browser.',
  ],
} as const;

/** An accuracy (0..1) as a whole percent. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
