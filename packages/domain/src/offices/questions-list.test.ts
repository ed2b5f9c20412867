import { describe, expect, it } from 'vitest';
import {
  canDeleteQuestionRow,
  canSaveQuestions,
  deleteQuestionRow,
  editQuestionRow,
  loadQuestionRows,
  questionsToSave,
  shownIndices,
  type QaRow,
} from './index';

const qa = (question: string, answer = ''): QaRow => ({ question, answer });
const blank = qa('');
const texts = (rows: QaRow[]) => rows.map((r) => `${r.deleted ? 'x:' : ''}${r.question}|${r.answer}`);

describe('questions list (assistant-workspace.md §4 "Questions list")', () => {
  it('always ends with one blank row, also when empty', () => {
    expect(loadQuestionRows([])).toEqual([blank]);
    expect(texts(loadQuestionRows([qa('Q1', 'A1')]))).toEqual(['Q1|A1', '|']);
    expect(texts(loadQuestionRows([qa('Q1', 'A1'), blank]))).toEqual(['Q1|A1', '|']);
  });

  it('loads in value order and leaves deleted items out', () => {
    const rows = loadQuestionRows([
      { question: 'B', answer: 'b', value: 2 },
      { question: 'gone', answer: '', value: 0, deleted: true },
      { question: 'A', answer: 'a', value: 1 },
    ]);
    expect(texts(rows)).toEqual(['A|a', 'B|b', '|']);
  });

  it('appends a blank row when typing in the last row (question or answer)', () => {
    let rows = loadQuestionRows([]);
    rows = editQuestionRow(rows, 0, { question: 'W' });
    expect(texts(rows)).toEqual(['W|', '|']);
    rows = editQuestionRow(rows, 0, { question: 'Wh' });
    expect(texts(rows)).toEqual(['Wh|', '|']);
    rows = editQuestionRow(rows, 1, { answer: 'x' });
    expect(texts(rows)).toEqual(['Wh|', '|x', '|']);
  });

  it('drops the trailing blank when the second-to-last row is cleared', () => {
    let rows = loadQuestionRows([qa('Q1', 'A1')]);
    rows = editQuestionRow(rows, 0, { question: '' });
    expect(texts(rows)).toEqual(['|A1', '|']);
    rows = editQuestionRow(rows, 0, { answer: '' });
    expect(texts(rows)).toEqual(['|']);
  });

  it('does not drop anything when an earlier row is cleared', () => {
    const rows = editQuestionRow(loadQuestionRows([qa('Q1'), qa('Q2')]), 0, { question: '' });
    expect(texts(rows)).toEqual(['|', 'Q2|', '|']);
  });

  it('marks a deleted row deleted and never deletes the last blank row', () => {
    const rows = loadQuestionRows([qa('Q1', 'A1'), qa('Q2', 'A2')]);
    const after = deleteQuestionRow(rows, 0);
    expect(texts(after)).toEqual(['x:Q1|A1', 'Q2|A2', '|']);
    expect(shownIndices(after)).toEqual([1, 2]);
    expect(deleteQuestionRow(after, 2)).toEqual(after);
    expect(canDeleteQuestionRow(after, 2)).toBe(false);
    expect(canDeleteQuestionRow(after, 1)).toBe(true);
    expect(canDeleteQuestionRow(after, 0)).toBe(false);
  });

  it('counts last and second-to-last among the shown rows', () => {
    let rows = loadQuestionRows([qa('Q1'), qa('Q2')]);
    rows = deleteQuestionRow(rows, 1); // Q1, x:Q2, blank
    rows = editQuestionRow(rows, 0, { question: '' });
    expect(texts(rows)).toEqual(['|', 'x:Q2|']);
    expect(shownIndices(rows)).toEqual([0]);
    rows = editQuestionRow(rows, 0, { question: 'N' });
    expect(texts(rows)).toEqual(['N|', 'x:Q2|', '|']);
  });

  it('ignores edits of deleted or missing rows', () => {
    const rows = deleteQuestionRow(loadQuestionRows([qa('Q1')]), 0);
    expect(editQuestionRow(rows, 0, { question: 'z' })).toEqual(rows);
    expect(editQuestionRow(rows, 9, { question: 'z' })).toEqual(rows);
  });

  it('saves the non-blank rows trimmed, numbered, with the deleted flag', () => {
    let rows = loadQuestionRows([qa(' Q1 ', ' A1 '), qa('Q2', 'A2')]);
    rows = deleteQuestionRow(rows, 1);
    expect(questionsToSave(rows)).toEqual([
      { question: 'Q1', answer: 'A1', value: 1, deleted: false },
      { question: 'Q2', answer: 'A2', value: 2, deleted: true },
    ]);
  });

  it('disables Save until a topic and questions exist', () => {
    const rows = loadQuestionRows([qa('Q1', 'A1')]);
    expect(canSaveQuestions('Bikes', rows)).toBe(true);
    expect(canSaveQuestions('', rows)).toBe(false);
    expect(canSaveQuestions('  ', rows)).toBe(false);
    expect(canSaveQuestions(null, rows)).toBe(false);
    expect(canSaveQuestions('Bikes', loadQuestionRows([]))).toBe(false);
  });
});
