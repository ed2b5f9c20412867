import { describe, expect, it } from 'vitest';
import {
  KNOWN_DIALOG_ACTIONS,
  fillNamePlaceholder,
  formSubmitPath,
  isHttpUrl,
  knownDialogAction,
  parseDialogAction,
  parseStateUpdate,
  splitActionEntry,
} from './actions';

describe('dialog actions', () => {
  it('lists the spec’s 25 actions', () => {
    expect(KNOWN_DIALOG_ACTIONS).toHaveLength(25);
    expect(new Set(KNOWN_DIALOG_ACTIONS).size).toBe(25);
    expect(knownDialogAction(' playvideo ')).toBe('PlayVideo');
    expect(knownDialogAction('Dance')).toBeUndefined();
  });

  it('returns unknown actions by name so the caller can skip them', () => {
    expect(parseDialogAction('Dance', 'x')).toEqual({ kind: 'unknown', name: 'Dance' });
  });

  it.each([
    'ChooseAvatar',
    'OpenMusicSelection',
    'OpenAIMusic',
    'HideBadge',
    'CloseDialog',
    'ShowCloseButton',
    'HideCloseButton',
    'WaitForVideoEnd',
    'ResetVisitorToInitialPosition',
    'WaitForLogin',
    'FormStart',
    'StartTranscript',
    'EndTranscript',
    'AskAI',
  ] as const)('%s takes no parameters', (name) => {
    expect(parseDialogAction(name, 'ignored')).toEqual({ kind: name });
    expect(parseDialogAction(name.toLowerCase(), undefined)).toEqual({ kind: name });
  });

  it('OpenUrl: http and https only', () => {
    expect(parseDialogAction('OpenUrl', ' https://example.com/a?b=1 ')).toEqual({
      kind: 'OpenUrl',
      url: 'https://example.com/a?b=1',
    });
    expect(parseDialogAction('OpenUrl', 'http://example.com')).toMatchObject({ kind: 'OpenUrl' });
    for (const bad of ['javascript:alert(1)', 'ftp://x.org', '/music', '', 'https://']) {
      expect(parseDialogAction('OpenUrl', bad)).toMatchObject({ kind: 'invalid', name: 'OpenUrl' });
    }
  });

  it('PlayAudio: an address', () => {
    expect(parseDialogAction('PlayAudio', '/api/media/public/a.mp3')).toEqual({
      kind: 'PlayAudio',
      url: '/api/media/public/a.mp3',
    });
    expect(parseDialogAction('PlayAudio', '')).toMatchObject({ kind: 'invalid' });
    expect(parseDialogAction('PlayAudio', '//evil.org/a.mp3')).toMatchObject({ kind: 'invalid' });
  });

  it('PlayVideo: url|volume, volume defaulting to 1 and clamped to 0..1', () => {
    expect(parseDialogAction('PlayVideo', 'https://youtu.be/abc|0.5')).toEqual({
      kind: 'PlayVideo',
      url: 'https://youtu.be/abc',
      volume: 0.5,
    });
    expect(parseDialogAction('PlayVideo', 'https://x.org/v.mp4')).toMatchObject({ volume: 1 });
    expect(parseDialogAction('PlayVideo', 'https://x.org/v.mp4|7')).toMatchObject({ volume: 1 });
    expect(parseDialogAction('PlayVideo', 'https://x.org/v.mp4|-1')).toMatchObject({ volume: 0 });
    expect(parseDialogAction('PlayVideo', 'https://x.org/v.mp4|loud')).toMatchObject({ volume: 1 });
    expect(parseDialogAction('PlayVideo', '|0.5')).toMatchObject({ kind: 'invalid' });
  });

  it('LoadImage: target|url', () => {
    expect(parseDialogAction('LoadImage', 'wall|https://x.org/a.png')).toEqual({
      kind: 'LoadImage',
      target: 'wall',
      url: 'https://x.org/a.png',
    });
    expect(parseDialogAction('LoadImage', 'https://x.org/a.png')).toMatchObject({ target: 'panel' });
    expect(parseDialogAction('LoadImage', 'wall|')).toMatchObject({ kind: 'invalid' });
  });

  it('ShowPoll: a JSON object', () => {
    const json = '{"pollType":"yesno","question":"Ready?"}';
    expect(parseDialogAction('ShowPoll', json)).toEqual({
      kind: 'ShowPoll',
      poll: { pollType: 'yesno', question: 'Ready?' },
      json,
    });
    expect(parseDialogAction('ShowPoll', '{nope')).toMatchObject({ kind: 'invalid' });
    expect(parseDialogAction('ShowPoll', '[1,2]')).toMatchObject({ kind: 'invalid' });
  });

  it('ShowBadge: its text', () => {
    expect(parseDialogAction('ShowBadge', 'Score: 0')).toEqual({ kind: 'ShowBadge', text: 'Score: 0' });
    expect(parseDialogAction('ShowBadge', undefined)).toEqual({ kind: 'ShowBadge', text: '' });
  });

  it('StartGame: Guess the Best unless it names the Piano Challenge', () => {
    const game = (parameters: string | undefined) => parseDialogAction('StartGame', parameters);
    expect(game(undefined)).toEqual({ kind: 'StartGame', game: 'guessTheBest' });
    expect(game('guess the best')).toEqual({ kind: 'StartGame', game: 'guessTheBest' });
    for (const piano of ['piano', ' Piano ', 'PianoChallenge', 'piano challenge', 'piano-challenge'])
      expect(game(piano)).toEqual({ kind: 'StartGame', game: 'pianoChallenge' });
    // A name it does not know opens the game StartGame always opened (the editor flags it).
    expect(game('chess')).toEqual({ kind: 'StartGame', game: 'guessTheBest' });
  });

  it('WaitForGameEnd: the score to reach', () => {
    expect(parseDialogAction('WaitForGameEnd', '30')).toEqual({ kind: 'WaitForGameEnd', scoreTarget: 30 });
    expect(parseDialogAction('WaitForGameEnd', '')).toEqual({ kind: 'WaitForGameEnd', scoreTarget: 0 });
    expect(parseDialogAction('WaitForGameEnd', 'lots')).toMatchObject({ kind: 'invalid' });
    expect(parseDialogAction('WaitForGameEnd', '-3')).toMatchObject({ kind: 'invalid' });
  });

  it('FormSubmit: a path of this API, with the answers given', () => {
    const answers = [{ question: 'Name?', answer: 'Ada' }];
    expect(parseDialogAction('FormSubmit', '/forms/submit', { answers })).toEqual({
      kind: 'FormSubmit',
      path: '/api/forms/submit',
      answers,
    });
    expect(
      parseDialogAction('FormSubmit', '/openai/submitInterview?jobTitle=Dev&email=a@b.org'),
    ).toMatchObject({
      path: '/api/openai/submitInterview?jobTitle=Dev&email=a@b.org',
    });
    expect(formSubmitPath('/api/forms/submit')).toBe('/api/forms/submit');
    for (const bad of ['https://evil.org/x', '//evil.org/x', '/../x', 'forms/submit', '']) {
      expect(parseDialogAction('FormSubmit', bad)).toMatchObject({ kind: 'invalid' });
    }
  });

  it('UpdateState: key=value pairs or a JSON object', () => {
    expect(parseDialogAction('UpdateState', 'step=2; level = easy')).toEqual({
      kind: 'UpdateState',
      values: { step: '2', level: 'easy' },
    });
    expect(parseStateUpdate('{"a":1,"b":"x"}')).toEqual({ a: '1', b: 'x' });
    expect(parseStateUpdate('done')).toEqual({ done: 'true' });
    expect(parseDialogAction('UpdateState', '')).toMatchObject({ kind: 'invalid' });
    expect(parseStateUpdate('{bad')).toBeUndefined();
  });

  it('SetDefaultText: #NAME# is the first member’s name', () => {
    expect(parseDialogAction('SetDefaultText', 'Hello #NAME#, I am here', { memberName: 'Ada' })).toEqual({
      kind: 'SetDefaultText',
      text: 'Hello Ada, I am here',
    });
    expect(fillNamePlaceholder('Hello #NAME#, I am here', undefined)).toBe('Hello, I am here');
  });

  it('splits a node’s actions entry at the first colon', () => {
    expect(splitActionEntry('PlayVideo:https://x.org/v.mp4|0.3')).toEqual({
      name: 'PlayVideo',
      parameters: 'https://x.org/v.mp4|0.3',
    });
    expect(splitActionEntry('CloseDialog')).toEqual({ name: 'CloseDialog' });
  });

  it('recognises http(s) addresses only', () => {
    expect(isHttpUrl('https://a.org')).toBe(true);
    expect(isHttpUrl('HTTP://a.org:8080/x#y')).toBe(true);
    expect(isHttpUrl('https://user@a.org')).toBe(false);
    expect(isHttpUrl('mailto:a@b.org')).toBe(false);
    expect(isHttpUrl(' https://a.org')).toBe(false);
  });
});
