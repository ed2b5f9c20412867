/**
 * Extending a track: the defaults and ranges of the extension inputs.
 * The UI ignores values outside a range; the server refuses them, naming the field.
 */

export const EXTENSION_DEFAULTS = {
  start: 0,
  end: 15,
  overlap: 5,
  length: 15,
  extension: 10,
  complexity: 250,
} as const;

export const EXTENSION_SECONDS = { min: 1, max: 30 } as const;
export const COMPLEXITY = { min: 20, max: 250 } as const;
export const OVERLAP_MAX = 5;
export const OVERLAP_MIN = 1;

export interface ExtensionInput {
  /** Take From: where the part to continue starts, 0..length */
  start: number;
  /** Take To: where it ends, start..length */
  end: number;
  overlap: number;
  extension: number;
  complexity: number;
  description: string;
}

export interface FieldProblem {
  field: keyof ExtensionInput;
  message: string;
}

/** "Overlap 1 to min(5, range)": the crossfade can't be longer than the part taken. */
export function maxOverlap(start: number, end: number): number {
  return Math.min(OVERLAP_MAX, end - start);
}

/** The problems of an extension request against a track of `length` seconds (empty when it is valid). */
export function extensionProblems(input: ExtensionInput, length: number): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const within = (v: number, lo: number, hi: number) => Number.isFinite(v) && v >= lo && v <= hi;
  if (!within(input.start, 0, length))
    problems.push({ field: 'start', message: `Take From must be between 0 and ${length} seconds.` });
  if (!within(input.end, input.start, length))
    problems.push({ field: 'end', message: `Take To must be between Take From and ${length} seconds.` });
  const overlapMax = maxOverlap(input.start, input.end);
  if (!within(input.overlap, OVERLAP_MIN, overlapMax))
    problems.push({
      field: 'overlap',
      message:
        overlapMax < OVERLAP_MIN
          ? 'Take at least 1 second to overlap.'
          : `Overlap must be between ${OVERLAP_MIN} and ${overlapMax} seconds.`,
    });
  if (!within(input.extension, EXTENSION_SECONDS.min, EXTENSION_SECONDS.max))
    problems.push({ field: 'extension', message: 'Extension must be between 1 and 30 seconds.' });
  if (!within(input.complexity, COMPLEXITY.min, COMPLEXITY.max))
    problems.push({ field: 'complexity', message: 'Complexity must be between 20 and 250.' });
  if (input.description.trim() === '')
    problems.push({ field: 'description', message: 'Describe how the music should continue.' });
  return problems;
}

/** "Values outside range are ignored": the value the input keeps after the user types `next`. */
export function keepInRange(previous: number, next: number, lo: number, hi: number): number {
  return Number.isFinite(next) && next >= lo && next <= hi ? next : previous;
}

/** The state line of an extension in progress: "Extending {name} from X to Y seconds". */
export function extendingLabel(name: string, from: number, to: number): string {
  return `Extending ${name} from ${from} to ${to} seconds`;
}
