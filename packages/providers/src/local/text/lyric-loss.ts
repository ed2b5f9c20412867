// Songs of a loss ("my grandmother passed away", "funeral of a king", "we broke up", "I miss you") and
// subjects that do no deeds: an event ("the day we broke up", "losing my job") or a thing that is not
// there ("no more rules"). Such a subject is remembered, missed and held on to; it does not carry anyone
// home, teach, keep anyone warm or get called on to take the singer away. The lost one is "you".
const LOSS =
  /\b(?:pass(?:ed|es|ing)? away|passed on|died|dies|dead|death|funeral|grave|graveyard|buried|burial|memorial|in memory|rest in peace|mourn\w*|grief|griev\w*|widow\w*|gone too soon|lost my (?:mom|mother|dad|father|grand\w+|brother|sister|wife|husband|son|daughter|friend|best friend|dog|cat))\b/i;
/** A parting: the one who left is "you", and the song is sung by the one left, as I. */
const PARTING =
  /\b(?:broke up|break ?up|breaking up|split up|divorce\w*|left me|leaving me|said goodbye|miss(?:ed|ing)? you|come back|heartbreak|heartbroken|broken heart|ex)\b/i;

/** Whether the brief is about a death or a grief. */
export function isLossBrief(brief: string): boolean {
  return LOSS.test(brief);
}

/** Whether the brief is about a parting or a loss: sung by one, alone, to the one who is gone. */
export function isPartingBrief(brief: string): boolean {
  return LOSS.test(brief) || PARTING.test(brief);
}

/**
 * How a subject that does no deeds may be sung: an event is remembered ("I can't forget the day we broke
 * up"); the lost one is remembered, held on to and loved ("I held on to my grandmother"); a thing wished
 * for is wanted ("here's to no more rules").
 */
export type StillRole = 'event' | 'lost' | 'wish';

const REMEMBERED = [
  'I remember #kw#',
  'I kept on thinking of #kw#',
  'we talked about #kw#',
  'I’m thinking of #kw#',
  'I still think of #end#',
  'I still remember #end#',
  'I wrote a song about #end#',
  'I was thinking of #end#',
  'I’ll always remember #end#',
  'I can’t forget #end#',
  'I keep coming back to #end#',
  'I think of #end#',
];
const HELD = [
  'I was dreaming of #kw#',
  'I held on to #kw#',
  'I loved #kw#',
  'I was dreaming of #end#',
  'hold on to #end#',
  'oh, I’m dreaming of #end#',
  'I dream of #end#',
];
const WISHED = [
  'I was dreaming of #kw#',
  'I was dreaming of #end#',
  'oh, I’m dreaming of #end#',
  'I dream of #end#',
  'we were searching for #end#',
  'we went looking for #end#',
  'all I need is #end#',
  'here’s to #end#',
  'we’re singing for #end#',
  'we’re living for #end#',
  'we talked about #kw#',
  'I kept on thinking of #kw#',
];
/** "I remember my grandmother on the floor": the dead are remembered by no place a line may end on. */
const PLACED = new Set(['I remember #kw#']);
const BY_ROLE: Readonly<Record<StillRole, readonly string[]>> = {
  event: REMEMBERED,
  lost: [...REMEMBERED.filter((t) => !PLACED.has(t)), ...HELD],
  wish: WISHED,
};

/** Whether a template may hold a subject of this role (its words before the line's own ending). */
export function remembersTheme(template: string, role: StillRole): boolean {
  return BY_ROLE[role].some((start) => template === start || template.startsWith(`${start} `));
}
