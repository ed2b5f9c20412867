import { describe, expect, it } from 'vitest';
import type { DialogAction } from './actions';
import {
  answerBox,
  answerProblem,
  answerTokenOf,
  createDialogRun,
  type DialogRun,
  type DialogTreeShape,
} from './runtime';

const takeAll = (run: DialogRun): DialogAction[] => {
  const out: DialogAction[] = [];
  for (let a = run.takeAction(); a; a = run.takeAction()) out.push(a);
  return out;
};

const tour: DialogTreeShape = {
  question: 'Welcome! What would you like to do?',
  questionVoiceId: 'azure-en-US-JennyNeural',
  actions: ['ShowCloseButton'],
  options: [
    {
      answer: 'Tell me more',
      question: 'What is your name?',
      action: 'StartTranscript',
      options: [
        {
          answer: '[INPUT]',
          question: 'Thanks! Anything else?',
          options: [
            { answer: 'No, bye', action: 'EndTranscript', actions: ['CloseDialog'] },
            { answer: 'Ask the AI', action: 'AskAI' },
          ],
        },
      ],
    },
    {
      answer: 'Watch a video',
      action: 'PlayVideo',
      parameters: 'https://x.org/v.mp4|0.4',
      actions: ['WaitForVideoEnd'],
    },
  ],
};

describe('createDialogRun', () => {
  it('starts at the welcome question with its buttons and the root’s actions queued', () => {
    const run = createDialogRun(tour);
    const { step, closed, closeButtonVisible } = run.getState();
    expect(step.question).toBe('Welcome! What would you like to do?');
    expect(step.questionVoiceId).toBe('azure-en-US-JennyNeural');
    expect(step.buttons).toEqual([
      { optionIndex: 0, label: 'Tell me more' },
      { optionIndex: 1, label: 'Watch a video' },
    ]);
    expect(step.answerBox).toBeUndefined();
    expect(step.ended).toBe(false);
    expect(closed).toBe(false);
    expect(closeButtonVisible).toBe(true);
    expect(run.pendingActions()).toBe(1);
    expect(takeAll(run)).toEqual([{ kind: 'ShowCloseButton' }]);
  });

  it('moves to the chosen option’s question and queues its action, then its actions', () => {
    const run = createDialogRun(tour);
    takeAll(run);
    expect(run.choose(1)).toEqual({ ok: true });
    expect(run.getState().lastAnswer).toBe('Watch a video');
    expect(run.getState().step.ended).toBe(true);
    expect(takeAll(run)).toEqual([
      { kind: 'PlayVideo', url: 'https://x.org/v.mp4', volume: 0.4 },
      { kind: 'WaitForVideoEnd' },
    ]);
  });

  it('asks for text where an option is an answer token, validates it, and records it while recording', () => {
    const run = createDialogRun(tour);
    run.choose(0);
    expect(run.getState().recording).toBe(false);
    takeAll(run); // StartTranscript
    expect(run.getState().recording).toBe(true);
    const { step } = run.getState();
    expect(step.question).toBe('What is your name?');
    expect(step.buttons).toEqual([]);
    expect(step.answerBox).toEqual({
      token: '[INPUT]',
      optionIndex: 0,
      kind: 'text',
      mode: 'input',
      minLength: 1,
      maxLength: 5000,
    });
    expect(run.choose(0)).toEqual({ ok: false, error: 'This answer needs to be written' });
    expect(run.submitAnswer('   ')).toEqual({ ok: false, error: 'Please enter at least 1 characters' });
    expect(run.submitAnswer('Ada ')).toEqual({
      ok: true,
      transcript: { question: 'What is your name?', answer: 'Ada' },
    });
    expect(run.getState().step.question).toBe('Thanks! Anything else?');
    expect(run.choose(0)).toEqual({
      ok: true,
      transcript: { question: 'Thanks! Anything else?', answer: 'No, bye' },
    });
    expect(takeAll(run)).toEqual([{ kind: 'EndTranscript' }, { kind: 'CloseDialog' }]);
    expect(run.getState().recording).toBe(false);
    expect(run.getState().closed).toBe(true);
    expect(run.choose(0)).toEqual({ ok: false, error: 'The dialog is closed' });
    expect(run.answeredQuestions()).toEqual([
      'Welcome! What would you like to do?',
      'What is your name?',
      'Thanks! Anything else?',
    ]);
  });

  it('does not record answers when recording is off', () => {
    const run = createDialogRun({ question: 'Q?', options: [{ answer: 'A' }] });
    expect(run.choose(0)).toEqual({ ok: true });
  });

  it('refuses an option that does not exist', () => {
    const run = createDialogRun(tour);
    expect(run.choose(9)).toEqual({ ok: false, error: 'There is no such answer' });
    expect(run.submitAnswer('x')).toEqual({ ok: false, error: 'This question has no answer box' });
  });

  it('CloseDialog drops the actions after it', () => {
    const run = createDialogRun({ question: 'Q', actions: ['CloseDialog', 'AskAI'] });
    expect(takeAll(run)).toEqual([{ kind: 'CloseDialog' }]);
    expect(run.getState().closed).toBe(true);
  });

  it('Show/HideCloseButton show and hide the close button', () => {
    const run = createDialogRun({ question: 'Q', actions: ['HideCloseButton'] });
    run.takeAction();
    expect(run.getState().closeButtonVisible).toBe(false);
    const again = createDialogRun({ question: 'Q', actions: ['HideCloseButton', 'ShowCloseButton'] });
    takeAll(again);
    expect(again.getState().closeButtonVisible).toBe(true);
  });

  it('ShowBadge and HideBadge show a score badge', () => {
    const run = createDialogRun({ question: 'Q', actions: ['ShowBadge:Score 0', 'HideBadge', 'ShowBadge'] });
    run.takeAction();
    expect(run.getState().badge).toEqual({ visible: true, text: 'Score 0' });
    run.takeAction();
    expect(run.getState().badge).toEqual({ visible: false, text: 'Score 0' });
    run.takeAction();
    expect(run.getState().badge).toEqual({ visible: true, text: 'Score 0' });
  });

  it('UpdateState merges values into the state', () => {
    const run = createDialogRun({
      question: 'Q',
      actions: ['UpdateState:step=1', 'UpdateState:step=2;mode=quiz'],
    });
    takeAll(run);
    expect(run.getState().state).toEqual({ step: '2', mode: 'quiz' });
  });

  it('SetDefaultText fills the next answer box, with the first member’s name', () => {
    const run = createDialogRun(
      { question: 'Say hi', actions: ['SetDefaultText:Hi #NAME#!'], options: [{ answer: '[TEXT]' }] },
      { memberName: 'Grace' },
    );
    expect(run.takeAction()).toEqual({ kind: 'SetDefaultText', text: 'Hi Grace!' });
    expect(run.getState().defaultText).toBe('Hi Grace!');
  });

  it('a bare name in actions takes the node’s parameters when the node has no action', () => {
    const run = createDialogRun({
      question: 'Q',
      options: [{ answer: 'Go', parameters: 'https://a.org', actions: ['OpenUrl'] }],
    });
    run.choose(0);
    expect(takeAll(run)).toEqual([{ kind: 'OpenUrl', url: 'https://a.org' }]);
  });

  it('returns each of the other actions for the panel to carry out', () => {
    const names = [
      'ChooseAvatar',
      'OpenMusicSelection',
      'OpenAIMusic',
      'OpenUrl:https://a.org',
      'PlayAudio:/api/media/public/a.mp3',
      'LoadImage:wall|https://a.org/i.png',
      'ShowPoll:{"pollType":"yesno","question":"Ok?"}',
      'WaitForVideoEnd',
      'StartGame',
      'WaitForGameEnd:20',
      'WaitForLogin',
      'AskAI',
      'Teleport',
      'OpenUrl:javascript:alert(1)',
    ];
    const run = createDialogRun({ question: 'Q', actions: names });
    expect(takeAll(run).map((a) => a.kind)).toEqual([
      'ChooseAvatar',
      'OpenMusicSelection',
      'OpenAIMusic',
      'OpenUrl',
      'PlayAudio',
      'LoadImage',
      'ShowPoll',
      'WaitForVideoEnd',
      'StartGame',
      'WaitForGameEnd',
      'WaitForLogin',
      'AskAI',
      'unknown',
      'invalid',
    ]);
  });

  it('ResetVisitorToInitialPosition and the start distance are recorded, with no effect', () => {
    const run = createDialogRun({
      question: 'Q',
      distanceToStartConversation: 1.8,
      actions: ['ResetVisitorToInitialPosition'],
    });
    expect(run.getState().startDistance).toBe(1.8);
    expect(run.takeAction()).toEqual({ kind: 'ResetVisitorToInitialPosition' });
    expect(run.getState().visitorResets).toBe(1);
    expect(run.getState().step.question).toBe('Q');
  });

  it('FormStart records answers and FormSubmit sends them to the dialog’s path', () => {
    const form: DialogTreeShape = {
      question: 'Request a demo?',
      options: [
        {
          answer: 'Yes',
          action: 'FormStart',
          question: 'Your email?',
          options: [
            {
              answer: '[INPUT]',
              question: 'What do you need it for?',
              options: [
                {
                  answer: '[TEXT]',
                  minLength: 5,
                  action: 'FormSubmit',
                  parameters: '/forms/submit',
                  question: 'Thank you!',
                },
              ],
            },
          ],
        },
      ],
    };
    const run = createDialogRun(form);
    expect(run.choose(0)).toEqual({ ok: true }); // not yet recording: FormStart is queued
    expect(run.takeAction()).toEqual({ kind: 'FormStart' });
    expect(run.getState().recording).toBe(true);
    expect(run.submitAnswer('ada@example.org')).toMatchObject({ ok: true });
    expect(run.getState().step.answerBox).toMatchObject({ token: '[TEXT]', minLength: 5 });
    expect(run.submitAnswer('abc')).toEqual({ ok: false, error: 'Please enter at least 5 characters' });
    expect(run.submitAnswer('A team demo')).toEqual({
      ok: true,
      transcript: {
        question: 'What do you need it for?',
        answer: 'A team demo',
        parameters: '/forms/submit',
      },
    });
    expect(run.takeAction()).toEqual({
      kind: 'FormSubmit',
      path: '/api/forms/submit',
      answers: [
        { question: 'Your email?', answer: 'ada@example.org' },
        { question: 'What do you need it for?', answer: 'A team demo', parameters: '/forms/submit' },
      ],
    });
    expect(run.getState().recording).toBe(false);
    expect(run.getState().step).toMatchObject({ question: 'Thank you!', ended: true });
  });

  it('voice answers carry their clip and use the voice limits', () => {
    const run = createDialogRun({
      question: 'Tell me about yourself',
      actions: ['StartTranscript'],
      options: [{ answer: '[AUDIOTEXT]', question: 'Done' }],
    });
    takeAll(run);
    expect(run.getState().step.answerBox).toMatchObject({
      kind: 'voice',
      mode: 'text',
      minLength: 50,
      maxLength: 5000,
    });
    expect(run.submitAnswer('too short')).toEqual({
      ok: false,
      error: 'Please enter at least 50 characters',
    });
    const long = 'I have worked as a developer for five years on web apps.';
    expect(run.submitAnswer(long, { audioUrl: '/api/ai/voice-clips/abc' })).toEqual({
      ok: true,
      transcript: { question: 'Tell me about yourself', answer: long, audioUrl: '/api/ai/voice-clips/abc' },
    });
  });

  it('skips questions answered before (an interview restarted), carrying out only state actions', () => {
    const interview: DialogTreeShape = {
      question: 'Please enter your name.',
      options: [
        {
          answer: '[INPUT]',
          action: 'FormStart',
          actions: ['PlayAudio:/a.mp3'],
          question: 'Question 1?',
          options: [
            {
              answer: '[AUDIOTEXT]',
              question: 'Question 2?',
              options: [
                {
                  answer: '[AUDIOTEXT]',
                  action: 'FormSubmit',
                  parameters: '/openai/submitInterview?jobTitle=Dev',
                },
              ],
            },
          ],
        },
      ],
    };
    const run = createDialogRun(interview, { answeredQuestions: ['Please enter your name.', 'Question 1?'] });
    expect(run.getState().step.question).toBe('Question 2?');
    expect(run.getState().step.path).toEqual([0, 0]);
    expect(run.getState().skipped).toEqual(['Please enter your name.', 'Question 1?']);
    expect(takeAll(run)).toEqual([{ kind: 'FormStart' }]);
    expect(run.getState().recording).toBe(true);
  });

  it('answer tokens and limits follow the spec', () => {
    expect(answerTokenOf(' [audioinput] ')).toBe('[AUDIOINPUT]');
    expect(answerTokenOf('Yes')).toBeUndefined();
    expect(answerBox('[AUDIOINPUT]', 0)).toMatchObject({
      kind: 'voice',
      mode: 'input',
      minLength: 1,
      maxLength: 2000,
    });
    expect(answerBox('[TEXT]', 0)).toMatchObject({
      kind: 'text',
      mode: 'text',
      minLength: 50,
      maxLength: 5000,
    });
    expect(answerBox('[PDFUPLOAD]', 0)).toMatchObject({ kind: 'pdf' });
    expect(answerBox('[SAT_MATH]', 0)).toMatchObject({ kind: 'sat-math', minLength: 0 });
    expect(answerBox('[REGISTRATION]', 0)).toMatchObject({ kind: 'registration', minLength: 0 });
    expect(answerBox('[AUDIOINPUT]', 0, 3000).minLength).toBe(2000);
    expect(answerProblem('x'.repeat(5001), answerBox('[INPUT]', 0))).toBe(
      'Please keep your answer to 5000 characters or fewer',
    );
    expect(answerProblem('x'.repeat(2001), answerBox('[AUDIOINPUT]', 0))).toBe(
      'Please keep your answer to 2000 characters or fewer',
    );
  });
});
