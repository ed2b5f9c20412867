/**
 * The time an intro points back to: "On those days, residents may park free …" after "… except on the
 * days when the trench passes their driveway" is on the days the trench passes, and an answer read from
 * it without that time ("By showing their resident permit.") says less than the sentence does.
 */

/** "On those days", "During that week": the noun a pointing-back time intro names. */
const POINTING_INTRO = /^(?:on|in|during|at|for)\s+(?:those|these|that|this)\s+([a-z]+)\s*,?$/i;

/** Forms whose question already asks the time, or whose answer is the sentence itself. */
const ASKS_TIME = new Set(['when', 'yes-no', 'about', 'faq', 'step']);

/**
 * The phrase of `before` that `intro` points back to ("on the days when the trench passes their driveway"),
 * or null when the intro points at no time or the sentence before names none.
 */
export function pointedTime(intro: string, before: string): string | null {
  const noun = POINTING_INTRO.exec(intro.trim())?.[1]?.toLowerCase();
  if (!noun) return null;
  const named = new RegExp(
    `\\b((?:on|in|during|at|for)\\s+)?the\\s+${noun}\\s+(?:when|on which|in which|that|during which)\\s+[^,;.]+`,
    'i',
  ).exec(before);
  if (!named) return null;
  const phrase = named[0].trim();
  return named[1] ? phrase : `${intro.trim().split(/\s+/)[0]?.toLowerCase() ?? 'on'} ${phrase}`;
}

/** An answer with the time its sentence's intro points back to: "By showing a permit, on the days when …". */
export function withPointedTime(form: string, answer: string, time: string): string {
  if (ASKS_TIME.has(form) || answer.toLowerCase().includes(time.toLowerCase())) return answer;
  return `${answer.replace(/[.!?]+$/, '')}, ${time}.`;
}
