import type { QaItem } from '@muse/contracts';
import { isBlankRow, loadQuestionRows, questionsToSave, shownIndices, withTrailingBlank } from '@muse/domain';
import type { QaRow } from '@muse/domain';

/**
 * The Train AI tab's question rows with their stored ids, on top of @muse/domain's questions-list rules
 * (which this does not repeat): ids travel with the rows so that an edited pair keeps its row on the server.
 */
export type EditableRow = QaRow & { _id?: string };

/** The rows of a topic as loaded (domain order and trailing blank), ids kept. */
export function rowsFromItems(items: readonly QaItem[]): EditableRow[] {
  return loadQuestionRows(items);
}

/** The questions of save-questions: the domain's list (blanks out, trimmed, deleted kept, renumbered) with ids. */
export function saveBody(rows: readonly EditableRow[]): (Required<QaRow> & { _id?: string })[] {
  const sent = rows.filter((row) => !isBlankRow(row));
  return questionsToSave(rows).map((q, i) => {
    const id = sent[i]?._id;
    return id ? { _id: id, ...q } : q;
  });
}

/** The row index of the nth question sent by `saveBody` (to show a server field error on its row). */
export function rowOfSentQuestion(rows: readonly EditableRow[], sentIndex: number): number | undefined {
  let n = -1;
  for (let i = 0; i < rows.length; i++) {
    if (isBlankRow(rows[i]!)) continue;
    n += 1;
    if (n === sentIndex) return i;
  }
  return undefined;
}

/**
 * Generated pairs (already saved on the server) go after the shown rows, before the trailing blank, so
 * unsaved edits in the list are kept. A pair whose id is already in the list is not added twice.
 */
export function appendGenerated(rows: readonly EditableRow[], created: readonly QaItem[]): EditableRow[] {
  const shown = shownIndices(rows);
  const last = shown[shown.length - 1];
  const withoutBlank =
    last !== undefined && isBlankRow(rows[last]!) ? rows.filter((_, i) => i !== last) : [...rows];
  const known = new Set(withoutBlank.map((row) => row._id).filter(Boolean));
  const added = created
    .filter((item) => !known.has(item._id))
    .map(({ _id, question, answer }) => ({ _id, question, answer }));
  return withTrailingBlank([...withoutBlank, ...added]);
}

/** A field error of save-questions ("questions.3.answer") as the row and the field it names. */
export function parseQuestionField(field: string): { sentIndex: number; part: 'question' | 'answer' } | null {
  const match = /^questions\.(\d+)\.(question|answer)$/.exec(field);
  if (!match) return null;
  return { sentIndex: Number(match[1]), part: match[2] as 'question' | 'answer' };
}
