import { describe, expect, it } from 'vitest';
import type { QaItem } from '@muse/contracts';
import { deleteQuestionRow, editQuestionRow } from '@muse/domain';
import { appendGenerated, parseQuestionField, rowOfSentQuestion, rowsFromItems, saveBody } from './qa-rows';

const item = (id: string, value: number, question = `Q${id}`, answer = `A${id}`): QaItem => ({
  _id: id,
  question,
  answer,
  value,
  deleted: false,
});

describe('rowsFromItems', () => {
  it('orders by value, keeps ids and ends with one blank row', () => {
    const rows = rowsFromItems([item('b', 1), item('a', 0)]);
    expect(rows.map((r) => r._id)).toEqual(['a', 'b', undefined]);
    expect(rows[2]).toEqual({ question: '', answer: '' });
  });
});

describe('saveBody', () => {
  it('sends the ids with the domain’s rows: blanks out, deleted kept, renumbered', () => {
    let rows = rowsFromItems([item('a', 0), item('b', 1), item('c', 2)]);
    rows = deleteQuestionRow(rows, 1);
    rows = editQuestionRow(rows, 3, { question: ' New? ', answer: 'Yes ' });
    expect(saveBody(rows)).toEqual([
      { _id: 'a', question: 'Qa', answer: 'Aa', value: 1, deleted: false },
      { _id: 'b', question: 'Qb', answer: 'Ab', value: 2, deleted: true },
      { _id: 'c', question: 'Qc', answer: 'Ac', value: 3, deleted: false },
      { question: 'New?', answer: 'Yes', value: 4, deleted: false },
    ]);
  });

  it('drops a stored row cleared to blank (the server then removes it)', () => {
    let rows = rowsFromItems([item('a', 0), item('b', 1)]);
    rows = editQuestionRow(rows, 0, { question: '', answer: '' });
    expect(saveBody(rows).map((q) => q._id)).toEqual(['b']);
  });
});

describe('rowOfSentQuestion and parseQuestionField', () => {
  it('finds the row a save error names', () => {
    let rows = rowsFromItems([item('a', 0), item('b', 1)]);
    rows = editQuestionRow(rows, 0, { question: '', answer: '' });
    expect(parseQuestionField('questions.0.answer')).toEqual({ sentIndex: 0, part: 'answer' });
    expect(rowOfSentQuestion(rows, 0)).toBe(1);
    expect(rowOfSentQuestion(rows, 5)).toBeUndefined();
    expect(parseQuestionField('topic')).toBeNull();
  });
});

describe('appendGenerated', () => {
  it('adds the new pairs before the trailing blank and keeps unsaved edits', () => {
    let rows = rowsFromItems([item('a', 0)]);
    rows = editQuestionRow(rows, 0, { answer: 'edited' });
    const next = appendGenerated(rows, [item('n1', 1), item('n2', 2)]);
    expect(next.map((r) => r._id)).toEqual(['a', 'n1', 'n2', undefined]);
    expect(next[0]!.answer).toBe('edited');
    expect(next[3]).toEqual({ question: '', answer: '' });
  });

  it('does not add a pair twice', () => {
    const rows = rowsFromItems([item('a', 0)]);
    expect(appendGenerated(rows, [item('a', 0)]).map((r) => r._id)).toEqual(['a', undefined]);
  });

  it('keeps a half-typed last row and still ends with a blank one', () => {
    let rows = rowsFromItems([]);
    rows = editQuestionRow(rows, 0, { question: 'typed' });
    const next = appendGenerated(rows, [item('n1', 0)]);
    expect(next.map((r) => r.question)).toEqual(['typed', 'Qn1', '']);
  });
});
