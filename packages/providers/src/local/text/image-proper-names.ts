// Names of holidays, festivals, peoples and worlds keep their capitals wherever the engine says them:
// "a Viking longship", "a Day of the Dead altar", "a Thanksgiving table", never "a viking longship" (the
// shared subject builder lower-cases a keyword's first word before its article).

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

/** Small words a name keeps in lower case inside it ("Day of the Dead"). */
const SMALL = /^(?:of|the|and|a)$/;

const titled = (name: string): string =>
  name
    .split(' ')
    .map((w, i) => (i > 0 && SMALL.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

/** The text with every known name capitalised. */
export function withProperNames(text: string): string {
  return text
    .replace(NAME_PATTERN, (found) => titled(found.toLowerCase()))
    .replace(MIDSUMMER, (found) => titled(found.toLowerCase()));
}
