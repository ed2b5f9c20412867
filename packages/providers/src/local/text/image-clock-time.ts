// A clock time typed or written ("2am", "3 a.m.", "7pm", "10:30 pm") is the hour of the picture: it sets
// the time of day as "midnight" or "dusk" would, so no second hour ("at dawn") may join it.
import { fact, type LexiconEntry, type Slot } from './image-scene-fact';

/** The parts of the day each hour of the clock falls in (0–23). */
function slotsOfHour(hour: number): Slot[] {
  // 5 am is dawn and 8 pm dusk to a reader: not "the blue hour" or "night" beside them.
  if (hour <= 4 || hour >= 21) return ['night'];
  if (hour === 5) return ['dawn'];
  if (hour === 6) return ['dawn', 'morning'];
  if (hour <= 11) return ['morning'];
  if (hour === 12) return ['noon'];
  if (hour <= 15) return ['afternoon'];
  if (hour <= 17) return ['afternoon', 'golden'];
  if (hour <= 19) return ['golden', 'dusk'];
  return ['dusk'];
}

/** One entry per clock hour, am and pm, with or without minutes and dots. */
export const CLOCK_TIMES: readonly LexiconEntry[] = Array.from({ length: 24 }, (_, hour) => {
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  const half = hour < 12 ? 'a' : 'p';
  const pattern = new RegExp(`\\b0?${shown}(?::[0-5]\\d)?\\s?${half}\\.?m\\b\\.?`, 'g');
  return fact(pattern, { times: slotsOfHour(hour) });
});

/** Whether a keyword is only a clock time ("2am"): a time to set the scene, not a thing to show. */
export function isClockTime(keyword: string): boolean {
  return /^(?:at\s+)?(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s?[ap]\.?m\.?$/i.test(keyword.trim());
}

/** "530pm", "1045 a.m." → "5:30 pm", "10:45 am": a time typed without its colon, as it is written. */
export function withClockColons(text: string): string {
  return text.replace(
    /\b(1[0-2]|0?[1-9])([0-5]\d)\s?([ap])\.?m\b\.?/gi,
    (_, hour: string, minutes: string, half: string) =>
      `${hour.replace(/^0/, '')}:${minutes} ${half.toLowerCase()}m`,
  );
}
