/**
 * The Train AI tab's editable question/answer list, as pure functions over an array. Rows marked deleted stay
 * in the array (their deletion is saved) but are not shown; "last" and "second-to-last" mean among the shown
 * rows.
 *
 * - The shown list always ends with one blank row.
 * - Typing in the last row appends a new blank row.
 * - Clearing the second-to-last row drops the trailing blank (the cleared row becomes the blank last row).
 * - Delete marks a row deleted; the last blank row cannot be deleted.
 * - Save is disabled until a topic and questions exist.
 */

export interface QaRow {
  question: string;
  answer: string;
  /** The ordinal value (position) of the pair. */
  value?: number;
  deleted?: boolean;
}

/** Chosen: whitespace-only text counts as blank. */
export function isBlankRow(row: Pick<QaRow, 'question' | 'answer'>): boolean {
  return row.question.trim() === '' && row.answer.trim() === '';
}

export function blankRow(): QaRow {
  return { question: '', answer: '' };
}

/** Indices of the rows that are shown (not deleted), in order. */
export function shownIndices(rows: readonly QaRow[]): number[] {
  const out: number[] = [];
  rows.forEach((row, i) => {
    if (!row.deleted) out.push(i);
  });
  return out;
}

/** The list with one blank row at its end (added when the last shown row is not blank). */
export function withTrailingBlank(rows: readonly QaRow[]): QaRow[] {
  const shown = shownIndices(rows);
  const last = shown[shown.length - 1];
  if (last !== undefined && isBlankRow(rows[last]!)) return [...rows];
  return [...rows, blankRow()];
}

/** The list as loaded for a topic: ordered by value, deleted items left out, one blank row at the end. */
export function loadQuestionRows(items: readonly QaRow[]): QaRow[] {
  const kept = items
    .filter((item) => !item.deleted)
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (a.item.value ?? a.i) - (b.item.value ?? b.i) || a.i - b.i)
    .map(({ item }) => ({ ...item }));
  return withTrailingBlank(kept);
}

/** Changes the question and/or answer of row `index`, keeping the blank-last-row rules. */
export function editQuestionRow(
  rows: readonly QaRow[],
  index: number,
  patch: Partial<Pick<QaRow, 'question' | 'answer'>>,
): QaRow[] {
  const row = rows[index];
  if (!row || row.deleted) return [...rows];
  const next = [...rows];
  const updated = { ...row, ...patch };
  next[index] = updated;
  const shown = shownIndices(rows);
  const lastShown = shown[shown.length - 1];
  const secondToLast = shown[shown.length - 2];
  if (index === lastShown && !isBlankRow(updated)) return [...next, blankRow()];
  if (
    index === secondToLast &&
    lastShown !== undefined &&
    isBlankRow(updated) &&
    !isBlankRow(row) &&
    isBlankRow(rows[lastShown]!)
  ) {
    next.splice(lastShown, 1);
  }
  return next;
}

/** Marks row `index` deleted; the last shown (blank) row cannot be deleted. */
export function deleteQuestionRow(rows: readonly QaRow[], index: number): QaRow[] {
  const shown = shownIndices(rows);
  const row = rows[index];
  if (!row || row.deleted || index === shown[shown.length - 1]) return [...rows];
  const next = [...rows];
  next[index] = { ...row, deleted: true };
  return next;
}

/** Whether row `index` shows a delete action (every shown row but the last blank one). */
export function canDeleteQuestionRow(rows: readonly QaRow[], index: number): boolean {
  const shown = shownIndices(rows);
  return shown.includes(index) && index !== shown[shown.length - 1];
}

/**
 * The questions sent to save-questions: blank rows left out, texts trimmed, deleted rows kept with
 * deleted: true (so stored ones are removed), value renumbered 1, 2, 3… in list order (chosen: 1-based).
 */
export function questionsToSave(rows: readonly QaRow[]): Required<QaRow>[] {
  return rows
    .filter((row) => !isBlankRow(row))
    .map((row, i) => ({
      question: row.question.trim(),
      answer: row.answer.trim(),
      value: i + 1,
      deleted: row.deleted === true,
    }));
}

/** "Save is disabled until a topic and questions exist." Chosen: a deleted row counts (its deletion is a change to save). */
export function canSaveQuestions(topic: string | null | undefined, rows: readonly QaRow[]): boolean {
  return typeof topic === 'string' && topic.trim() !== '' && questionsToSave(rows).length > 0;
}
