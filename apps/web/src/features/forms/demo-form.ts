import { DEMO_INTERESTS } from '@muse/domain';

/** The interests with one switched on or off, kept in the spec's order. */
export function toggleInterest(chosen: readonly string[], interest: string): string[] {
  const next = new Set(chosen);
  if (next.has(interest)) next.delete(interest);
  else next.add(interest);
  return DEMO_INTERESTS.filter((i) => next.has(i));
}

/** The chosen interests in the spec's order, without any that are not among the six. */
export function orderedInterests(chosen: readonly string[]): string[] {
  return DEMO_INTERESTS.filter((i) => chosen.includes(i));
}
