import { describe, expect, it } from 'vitest';
import {
  DIALOG_TEMPLATES,
  INTERVIEW_NAME_QUESTION,
  INTERVIEW_RESUME_QUESTION,
  dialogTemplate,
  interviewSubmitPath,
} from './templates';
import type { DialogAction } from './actions';
import { createDialogRun } from './runtime';
import { countDialogNodes, validateDialog, type DialogNodeInput } from './validate';

/** The questions along the first answer of each node, and the answers taken. */
function walk(
  node: DialogNodeInput,
): { question?: string; answer?: string; action?: string; parameters?: string }[] {
  const steps = [];
  let current: DialogNodeInput | undefined = node;
  while (current) {
    const next: DialogNodeInput | undefined = current.options?.[0];
    steps.push({
      question: current.question,
      answer: next?.answer,
      action: next?.action,
      parameters: next?.parameters,
    });
    current = next;
  }
  return steps;
}

describe('dialog templates', () => {
  it('are three, and each builds a dialog that validates without errors or warnings', () => {
    expect(DIALOG_TEMPLATES.map((t) => t.id)).toEqual(['welcome-tour', 'lead-capture', 'mock-interview']);
    for (const t of DIALOG_TEMPLATES) {
      const tree = t.build({ assistantName: 'Ada', jobTitle: 'Designer', email: 'hr@example.com' });
      expect(validateDialog(tree)).toEqual({ errors: [], warnings: [] });
      expect(countDialogNodes(tree)).toBeGreaterThanOrEqual(3);
    }
  });

  it('welcome tour greets with the assistant’s name', () => {
    expect(dialogTemplate('welcome-tour').build({ assistantName: 'Ada' }).question).toContain("I'm Ada");
    expect(dialogTemplate('welcome-tour').build().question).toContain('your assistant');
  });

  it('lead capture starts the form, asks, shows the demo form and submits it', () => {
    const steps = walk(dialogTemplate('lead-capture').build());
    expect(steps.map((s) => s.answer)).toEqual(['Request a demo', '[INPUT]', '[REGISTRATION]', undefined]);
    expect(steps[0]!.action).toBe('FormStart');
    expect(steps[2]).toMatchObject({ action: 'FormSubmit', parameters: '/forms/submit' });
  });

  it('mock interview: the name first, one voice question per node, the PDF résumé, then FormSubmit', () => {
    const tree = dialogTemplate('mock-interview').build({
      jobTitle: 'C# developer',
      email: 'hr@example.com',
      questions: ['Why us?', ' ', 'What is a delegate?'],
    });
    const steps = walk(tree);
    expect(steps.map((s) => s.question)).toEqual([
      INTERVIEW_NAME_QUESTION,
      'Why us?',
      'What is a delegate?',
      INTERVIEW_RESUME_QUESTION,
      expect.stringContaining('Thank you'),
    ]);
    expect(steps.map((s) => s.answer)).toEqual([
      '[INPUT]',
      '[AUDIOTEXT]',
      '[AUDIOTEXT]',
      '[PDFUPLOAD]',
      undefined,
    ]);
    expect(tree.actions).toEqual(['FormStart']);
    expect(steps[0]!.action).toBeUndefined();
    expect(steps[3]).toMatchObject({
      action: 'FormSubmit',
      parameters: '/openai/submitInterview?jobTitle=C%23%20developer&email=hr%40example.com',
    });
  });

  it('mock interview defaults to the spec’s C# developer and four questions', () => {
    const steps = walk(dialogTemplate('mock-interview').build());
    expect(steps).toHaveLength(1 + 4 + 1 + 1);
    expect(steps[1]!.question).toContain('C# developer');
    expect(steps[5]!.parameters).toBe(interviewSubmitPath('C# developer', ''));
    expect(dialogTemplate('mock-interview').asks).toEqual(['jobTitle', 'email']);
  });
});

describe('dialog templates in the runtime', () => {
  /** Takes every queued action, returning their kinds and the FormSubmit steps. */
  function drain(run: ReturnType<typeof createDialogRun>) {
    const taken: DialogAction[] = [];
    for (let a = run.takeAction(); a; a = run.takeAction()) taken.push(a);
    return taken;
  }

  it('mock interview records the name and every answer, and FormSubmit carries them', () => {
    const tree = dialogTemplate('mock-interview').build({
      jobTitle: 'Nurse',
      email: 'hr@example.com',
      questions: ['Why?'],
    });
    const run = createDialogRun(tree);
    drain(run);
    expect(run.getState().recording).toBe(true);
    expect(run.getState().step.answerBox).toBeDefined();
    expect(run.submitAnswer('Ada Lovelace')).toMatchObject({
      ok: true,
      transcript: { question: INTERVIEW_NAME_QUESTION },
    });
    drain(run);
    expect(run.submitAnswer('Because I like helping people get better, every single day.')).toMatchObject({
      ok: true,
    });
    drain(run);
    expect(run.getState().step.question).toBe(INTERVIEW_RESUME_QUESTION);
    expect(run.submitAnswer('Résumé text')).toMatchObject({ ok: true });
    const submit = drain(run).find((a) => a.kind === 'FormSubmit');
    expect(submit).toMatchObject({
      kind: 'FormSubmit',
      path: '/api/openai/submitInterview?jobTitle=Nurse&email=hr%40example.com',
    });
    expect(submit && submit.kind === 'FormSubmit' && submit.answers.map((a) => a.answer)).toEqual([
      'Ada Lovelace',
      'Because I like helping people get better, every single day.',
      'Résumé text',
    ]);
    expect(run.getState().step.ended).toBe(true);
  });

  it('lead capture and the welcome tour run to an end by their buttons', () => {
    const lead = createDialogRun(dialogTemplate('lead-capture').build());
    drain(lead);
    expect(lead.getState().step.buttons.map((b) => b.label)).toEqual(['Request a demo', 'Just looking']);
    expect(lead.choose(0)).toMatchObject({ ok: true });
    expect(drain(lead).map((a) => a.kind)).toEqual(['FormStart']);
    expect(lead.submitAnswer('More visitors')).toMatchObject({ ok: true });
    drain(lead);
    expect(lead.getState().step.answerBox).toBeDefined();
    expect(lead.submitAnswer('form sent')).toMatchObject({ ok: true });
    expect(drain(lead).map((a) => a.kind)).toEqual(['FormSubmit']);

    const tour = createDialogRun(dialogTemplate('welcome-tour').build({ assistantName: 'Ada' }));
    drain(tour);
    tour.choose(1);
    expect(drain(tour).map((a) => a.kind)).toEqual(['CloseDialog']);
  });
});
