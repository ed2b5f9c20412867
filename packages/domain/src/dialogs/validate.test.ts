import { describe, expect, it } from 'vitest';
import {
  actionParameterProblem,
  answerMaxLength,
  countDialogNodes,
  isFormSubmitPath,
  pollProblem,
  splitNodeAction,
  validateDialog,
  type DialogNodeInput,
} from './validate';

const fields = (d: DialogNodeInput) => validateDialog(d).errors.map((e) => e.field);

describe('validateDialog', () => {
  it('accepts a small valid tree', () => {
    const result = validateDialog({
      question: 'Hi! What next?',
      options: [
        {
          answer: 'Watch',
          action: 'PlayVideo',
          parameters: 'https://example.com/a.mp4|0.5',
          question: 'Nice?',
        },
        { answer: '[INPUT]', minLength: 3, question: 'Thanks' },
      ],
    });
    expect(result).toEqual({ errors: [], warnings: [] });
  });

  it('names the field of a bad PlayVideo deep in the tree, with the spec-shaped message', () => {
    const result = validateDialog({
      question: 'Q',
      options: [
        { answer: 'A' },
        {
          answer: 'B',
          question: 'Q2',
          options: [{ answer: 'C', action: 'PlayVideo', parameters: '' }],
        },
      ],
    });
    expect(result.errors).toEqual([
      {
        field: 'dialog.options.1.options.0.parameters',
        message: 'PlayVideo needs a URL and an optional volume: url|volume',
      },
    ]);
  });

  it('refuses a volume outside 0..1', () => {
    expect(actionParameterProblem('PlayVideo', 'https://x.test/v.mp4|1.5')).toMatch(/0 to 1/);
    expect(actionParameterProblem('PlayVideo', 'https://x.test/v.mp4|abc')).toMatch(/0 to 1/);
    expect(actionParameterProblem('PlayVideo', '/api/media/public/v.mp4|0')).toBeUndefined();
    expect(actionParameterProblem('PlayVideo', 'https://x.test/v.mp4')).toBeUndefined();
    expect(actionParameterProblem('PlayVideo', 'javascript:alert(1)')).toBeDefined();
    expect(actionParameterProblem('PlayVideo', 'a|0.5|x')).toBeDefined();
  });

  it('checks LoadImage, OpenUrl, PlayAudio, StartGame, WaitForGameEnd and FormSubmit parameters', () => {
    expect(actionParameterProblem('StartGame', undefined)).toBeUndefined();
    expect(actionParameterProblem('StartGame', 'piano')).toBeUndefined();
    expect(actionParameterProblem('StartGame', 'Guess the Best')).toBeUndefined();
    expect(actionParameterProblem('StartGame', 'chess')).toMatch(/piano for the Piano Challenge/);
    expect(actionParameterProblem('LoadImage', 'wall|https://x.test/a.png')).toBeUndefined();
    expect(actionParameterProblem('LoadImage', 'https://x.test/a.png')).toBeDefined();
    expect(actionParameterProblem('LoadImage', '|https://x.test/a.png')).toBeDefined();
    expect(actionParameterProblem('OpenUrl', 'https://example.com/x?y=1')).toBeUndefined();
    expect(actionParameterProblem('OpenUrl', 'ftp://example.com')).toBeDefined();
    expect(actionParameterProblem('OpenUrl', '/relative')).toBeDefined();
    expect(actionParameterProblem('PlayAudio', 'https://x.test/a.mp3')).toBeUndefined();
    expect(actionParameterProblem('PlayAudio', '')).toBeDefined();
    expect(actionParameterProblem('WaitForGameEnd', '80')).toBeUndefined();
    expect(actionParameterProblem('WaitForGameEnd', 'lots')).toBeDefined();
    expect(actionParameterProblem('WaitForGameEnd', '')).toBeDefined();
    expect(actionParameterProblem('FormSubmit', '/forms/submit')).toBeUndefined();
    expect(actionParameterProblem('FormSubmit', 'https://evil.test/x')).toBeDefined();
    expect(actionParameterProblem('CloseDialog', undefined)).toBeUndefined();
  });

  it('accepts API paths for FormSubmit and refuses other hosts and climbing', () => {
    expect(isFormSubmitPath('/openai/submitInterview?jobTitle=C%23%20dev&email=a%40b.c')).toBe(true);
    expect(isFormSubmitPath('/api/forms/submit')).toBe(true);
    expect(isFormSubmitPath('//evil.test/x')).toBe(false);
    expect(isFormSubmitPath('/forms/../admin')).toBe(false);
    expect(isFormSubmitPath('forms/submit')).toBe(false);
    expect(isFormSubmitPath('/forms submit')).toBe(false);
    expect(isFormSubmitPath('/')).toBe(false);
  });

  it('checks a ShowPoll poll', () => {
    expect(pollProblem('{"pollType":"yesno","question":"Coffee?"}')).toBeUndefined();
    expect(
      pollProblem(
        '{"pollType":"choice","question":"Pick","choices":[{"value":"a","text":"A"},{"value":"b","text":"B"}]}',
      ),
    ).toBeUndefined();
    expect(
      pollProblem('{"pollType":"quiz","question":"2+2","choices":["3","4"],"answer":"4"}'),
    ).toBeUndefined();
    expect(pollProblem('{"pollType":"quiz","question":"2+2","choices":["3","4"]}')).toBe(
      'A quiz needs its answer',
    );
    expect(pollProblem('{"pollType":"quiz","question":"2+2","choices":["3","4"],"answer":"5"}')).toMatch(
      /one of its choices/,
    );
    expect(pollProblem('{"pollType":"vote","question":"x"}')).toMatch(/pollType/);
    expect(pollProblem('{"pollType":"choice","choices":["a","b"]}')).toBe('The poll needs a question');
    expect(pollProblem('{"pollType":"choice","question":"x","choices":["a"]}')).toMatch(/at least 2/);
    expect(pollProblem('not json')).toMatch(/JSON/);
    expect(pollProblem('[1,2]')).toMatch(/JSON/);
  });

  it('warns about an unknown action (the runtime skips it) without an error', () => {
    const result = validateDialog({ question: 'Q', options: [{ answer: 'A', action: 'Teleport' }] });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      {
        field: 'dialog.options.0.action',
        message: 'Teleport is not an action the dialog knows; it will be skipped',
      },
    ]);
  });

  it('checks the entries of a node’s actions list too', () => {
    const result = validateDialog({ question: 'Q', actions: ['HideCloseButton', 'OpenUrl:nope', 'Dance'] });
    expect(result.errors.map((e) => e.field)).toEqual(['dialog.actions.1']);
    expect(result.warnings.map((e) => e.field)).toEqual(['dialog.actions.2']);
    expect(splitNodeAction('OpenUrl:https://x.test/a:b')).toEqual({
      name: 'OpenUrl',
      parameters: 'https://x.test/a:b',
    });
  });

  it('checks answers: tokens, labels, one answer box per question', () => {
    expect(fields({ question: 'Q', options: [{ answer: '[VIDEO]' }] })).toEqual(['dialog.options.0.answer']);
    expect(fields({ question: 'Q', options: [{ answer: '  ' }] })).toEqual(['dialog.options.0.answer']);
    expect(fields({ question: 'Q', options: [{ answer: '[INPUT]' }, { answer: '[PDFUPLOAD]' }] })).toEqual([
      'dialog.options',
    ]);
    expect(fields({ question: 'Q', options: [{ answer: '[REGISTRATION]' }, { answer: 'Skip' }] })).toEqual(
      [],
    );
  });

  it('checks minLength against the answer box', () => {
    expect(fields({ question: 'Q', options: [{ answer: '[AUDIOINPUT]', minLength: 2001 }] })).toEqual([
      'dialog.options.0.minLength',
    ]);
    expect(fields({ question: 'Q', options: [{ answer: '[TEXT]', minLength: 5000 }] })).toEqual([]);
    expect(fields({ question: 'Q', options: [{ answer: '[TEXT]', minLength: 1.5 }] })).toEqual([
      'dialog.options.0.minLength',
    ]);
    const onButton = validateDialog({ question: 'Q', options: [{ answer: 'Yes', minLength: 3 }] });
    expect(onButton.errors).toEqual([]);
    expect(onButton.warnings.map((w) => w.field)).toEqual(['dialog.options.0.minLength']);
    expect(answerMaxLength('[AUDIOINPUT]')).toBe(2000);
    expect(answerMaxLength('[PDFUPLOAD]')).toBeUndefined();
  });

  it('allows 10 levels of answers and refuses an 11th', () => {
    const chain = (levels: number): DialogNodeInput =>
      levels === 0 ? {} : { question: 'Q', options: [{ answer: 'Next', ...chain(levels - 1) }] };
    expect(validateDialog({ question: 'Q', ...chain(10) }).errors).toEqual([]);
    const deep = validateDialog(chain(11));
    expect(deep.errors).toHaveLength(1);
    expect(deep.errors[0]!.field).toBe(`dialog${'.options.0'.repeat(10)}.options`);
  });

  it('allows 500 answers and refuses more', () => {
    const wide = (n: number): DialogNodeInput => ({
      question: 'Q',
      options: Array.from({ length: 10 }, (_, i) => ({
        answer: `A${i}`,
        question: 'Q',
        options: Array.from({ length: n }, (_, j) => ({ answer: `B${j}` })),
      })),
    });
    expect(countDialogNodes(wide(49))).toBe(500);
    expect(validateDialog(wide(49)).errors).toEqual([]);
    const over = validateDialog(wide(50));
    expect(over.errors).toEqual([{ field: 'dialog', message: 'A dialog can have at most 500 answers' }]);
  });

  it('uses the root path given', () => {
    expect(validateDialog({ options: [{ answer: '' }] }, 'tree').errors[0]!.field).toBe(
      'tree.options.0.answer',
    );
  });

  it('matches action names in any case, as the runtime does', () => {
    expect(fields({ question: 'Q', options: [{ answer: 'A', action: 'openurl', parameters: 'x' }] })).toEqual(
      ['dialog.options.0.parameters'],
    );
  });
});
