// Names of holidays, festivals, peoples and worlds keep their capitals wherever the engine says them:
// "a Viking longship", "a Day of the Dead altar", "a Thanksgiving table", never "a viking longship" (the
// shared subject builder lower-cases a keyword's first word before its article).
import { titleCase } from './text-utils';

/** Names written with capitals, each matched whole in lower case. */
const NAMES: readonly string[] = [
  'day of the dead',
  'lunar new year',
  'chinese new year',
  "new year's eve",
  "valentine's day",
  'mardi gras',
  'international space station',
  'thanksgiving',
  'christmas',
  'easter',
  'halloween',
  'hanukkah',
  'chanukah',
  'diwali',
  'holi',
  'ramadan',
  'eid',
  'songkran',
  'passover',
  'oktoberfest',
  'vikings',
  'viking',
  'romans',
  'roman',
  'egyptians',
  'egyptian',
  'aztec',
  'mayan',
  'celtic',
  'norse',
  'victorian',
  'edwardian',
  'mars',
  'martian',
  'jupiter',
  'saturn',
  'venus',
  'neptune',
];

const NAME_PATTERN = new RegExp(
  `\\b(?:${NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`,
  'gi',
);
/** Midsummer is Sweden's feast before a bonfire, a pole or an eve; "in midsummer" is the season. */
const MIDSUMMER = /\bmidsummer(?= (?:bonfire|eve|festival|celebration|pole|party|feast|dance))/gi;

/** The text with every known name capitalised, its small words kept small ("Day of the Dead"). */
export function withProperNames(text: string): string {
  return text
    .replace(NAME_PATTERN, (found) => titleCase(found.toLowerCase()))
    .replace(MIDSUMMER, (found) => titleCase(found.toLowerCase()));
}
