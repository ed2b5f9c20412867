/**
 * Office ids and kinds: ids starting interview- or satmath have special behaviour. Those prefixes are
 * reserved for the interview and SAT math offices; a user-chosen id may not use them.
 */

export const RESERVED_OFFICE_ID_PREFIXES = { interview: 'interview-', satmath: 'satmath' } as const;

export type OfficeKind = 'interview' | 'satmath' | 'regular';

/** The kind an office id implies. The prefix test is case-sensitive, as in the spec. */
export function officeKindOf(officeId: string): OfficeKind {
  if (officeId.startsWith(RESERVED_OFFICE_ID_PREFIXES.interview)) return 'interview';
  if (officeId.startsWith(RESERVED_OFFICE_ID_PREFIXES.satmath)) return 'satmath';
  return 'regular';
}

/** Case-insensitive so that "SATmath-1" or "Interview-x" can't be chosen to pass for a special office. */
export function usesReservedOfficePrefix(officeId: string): boolean {
  const id = officeId.toLowerCase();
  return Object.values(RESERVED_OFFICE_ID_PREFIXES).some((prefix) => id.startsWith(prefix));
}

/**
 * The problem with an id a user chose, or null when it may be used. Chosen (not in the spec): the
 * character set, the 64-character cap and the messages.
 */
export const OFFICE_ID_MAX_LENGTH = 64;
const OFFICE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export function chosenOfficeIdProblem(officeId: string): string | null {
  if (officeId.trim() === '') return 'Enter an office id.';
  if (officeId.length > OFFICE_ID_MAX_LENGTH)
    return `An office id can have at most ${OFFICE_ID_MAX_LENGTH} characters.`;
  if (!OFFICE_ID_PATTERN.test(officeId))
    return 'An office id can have only letters, digits, - and _, and starts with a letter or digit.';
  if (usesReservedOfficePrefix(officeId))
    return 'Office ids starting with "interview-" or "satmath" are reserved.';
  return null;
}
