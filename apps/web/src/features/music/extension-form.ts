import type { ExtendMusicBody } from '@muse/contracts';
import {
  COMPLEXITY,
  EXTENSION_DEFAULTS,
  EXTENSION_SECONDS,
  OVERLAP_MIN,
  extensionProblems,
  keepInRange,
  maxOverlap,
} from '@muse/domain';
import type { ExtensionInput, FieldProblem } from '@muse/domain';
import type * as z from 'zod/mini';

/**
 * The Extensions generator modal's form: Take From, Take To, Overlap, Extension, Complexity and a
 * description. A typed value outside its range is ignored (the field keeps its last good value); the ranges
 * come from @muse/domain.
 */
export type ExtensionForm = ExtensionInput;
export type NumericField = Exclude<keyof ExtensionInput, 'description'>;

/** What is extended: the track itself, or one of its extensions (`continueExtensionId`). */
export interface ExtensionSource {
  filename: string;
  /** seconds of the audio being continued */
  length: number;
  continueExtensionId?: string;
  public: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The defaults: take 0–15 s (less of a shorter track), overlap 5 s (less when less is taken), +10 s, 250. */
export function initialExtensionForm(length: number): ExtensionForm {
  const safeLength = Number.isFinite(length) && length > 0 ? round2(length) : 0;
  const end = Math.min(EXTENSION_DEFAULTS.end, safeLength);
  return {
    start: EXTENSION_DEFAULTS.start,
    end,
    overlap: Math.max(
      OVERLAP_MIN,
      Math.min(EXTENSION_DEFAULTS.overlap, maxOverlap(EXTENSION_DEFAULTS.start, end)),
    ),
    extension: EXTENSION_DEFAULTS.extension,
    complexity: EXTENSION_DEFAULTS.complexity,
    description: '',
  };
}

/** The range a field accepts now (Take To and Overlap depend on the others). */
export function fieldRange(
  form: ExtensionForm,
  field: NumericField,
  length: number,
): { min: number; max: number } {
  switch (field) {
    case 'start':
      return { min: 0, max: round2(length) };
    case 'end':
      return { min: form.start, max: round2(length) };
    case 'overlap':
      return { min: OVERLAP_MIN, max: Math.max(OVERLAP_MIN, round2(maxOverlap(form.start, form.end))) };
    case 'extension':
      return { min: EXTENSION_SECONDS.min, max: EXTENSION_SECONDS.max };
    case 'complexity':
      return { min: COMPLEXITY.min, max: COMPLEXITY.max };
  }
}

/**
 * The form after the user typed `value` into `field`: kept when in range, ignored otherwise. Moving Take From
 * or Take To shortens the overlap to what the new range allows (it is never longer than the part taken).
 */
export function updateExtensionField(
  form: ExtensionForm,
  field: NumericField,
  value: number,
  length: number,
): ExtensionForm {
  const { min, max } = fieldRange(form, field, length);
  const next = { ...form, [field]: keepInRange(form[field], value, min, max) };
  if (field === 'start' || field === 'end') {
    const overlapMax = maxOverlap(next.start, next.end);
    if (overlapMax >= OVERLAP_MIN && next.overlap > overlapMax) next.overlap = round2(overlapMax);
  }
  return next;
}

export function formProblems(form: ExtensionForm, length: number): FieldProblem[] {
  return extensionProblems(form, round2(length));
}

/** The body of POST /music/{filename}/extend for the form and what it extends. */
export function extendBody(form: ExtensionForm, source: ExtensionSource): z.input<typeof ExtendMusicBody> {
  return {
    start: form.start,
    end: form.end,
    overlap: form.overlap,
    extension: form.extension,
    complexity: form.complexity,
    description: form.description.trim(),
    previousLength: source.length,
    previousFilename: source.filename,
    public: source.public,
    ...(source.continueExtensionId ? { continueExtensionId: source.continueExtensionId } : {}),
  };
}
