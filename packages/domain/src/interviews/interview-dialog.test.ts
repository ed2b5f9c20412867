import { describe, expect, it } from 'vitest';
import { createDialogRun } from '../dialogs/runtime';
import { validateDialog } from '../dialogs/validate';
import { interviewDialogOf, interviewSetupOf } from './interview-dialog';

const setup = {
  jobTitle: 'Nurse',
  email: 'hiring@example.com',
  rows: [
    { question: 'Tell me about a shift that went wrong.', category: 'Handling pressure' },
    { question: '  ', category: 'dropped' },
    { question: 'How do you explain a treatment to a worried family?', category: 'Communication' },
  ],
};

describe('the interview setup in the dialog', () => {
  it('reads back what it wrote: job title, email, questions with their competencies', () => {
    const dialog = interviewDialogOf(setup);
    expect(interviewSetupOf(dialog)).toEqual({
      jobTitle: 'Nurse',
      email: 'hiring@example.com',
      rows: [
        { question: 'Tell me about a shift that went wrong.', category: 'Handling pressure' },
        { question: 'How do you explain a treatment to a worried family?', category: 'Communication' },
      ],
    });
  });
  it('is a valid dialog', () => {
    const problems = validateDialog(interviewDialogOf(setup));
    expect(problems.errors).toEqual([]);
  });
  it('records each answer with its competency and the name first', () => {
    const run = createDialogRun(interviewDialogOf(setup));
    while (run.takeAction()) void 0;
    const entries = [];
    for (const text of ['Ana Lima', 'x'.repeat(60), 'y'.repeat(60)]) {
      const r = run.submitAnswer(text);
      expect(r.ok).toBe(true);
      if (r.ok && r.transcript) entries.push(r.transcript);
      while (run.takeAction()) void 0;
    }
    expect(entries.map((e) => [e.question, e.parameters])).toEqual([
      ['Please enter your name.', undefined],
      ['Tell me about a shift that went wrong.', 'Handling pressure'],
      ['How do you explain a treatment to a worried family?', 'Communication'],
    ]);
  });
  it('is no interview setup when the dialog is something else', () => {
    expect(interviewSetupOf({ question: 'Hello!' })).toBeNull();
    expect(interviewSetupOf(undefined)).toBeNull();
  });
});
