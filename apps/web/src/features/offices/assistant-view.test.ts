import { describe, expect, it } from 'vitest';
import type { Office } from '@muse/contracts';
import {
  DEFAULT_VOICE_ID,
  assistantName,
  assistantVoiceId,
  initialsOf,
  showsFreeChat,
  voiceLocale,
  welcomeMessage,
} from './assistant-view';

const office = (over: Partial<Office> = {}, dialog: Office['assistants'][number]['dialog'] = {}): Office => ({
  _id: 'o1',
  userId: 'u1',
  members: [],
  assistants: [{ avatar: null, dialog }],
  isAIChat: true,
  setupScreen: 'ChatSetup',
  isMathChat: false,
  showAIChatHistory: true,
  experienceType: 'simple',
  demo: false,
  name: 'Support desk',
  access: { role: 'visitor', canOpenSetup: false, canTrain: false, canSeeTrainButton: false },
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('assistant view', () => {
  it('names the assistant after its avatar, else after the office', () => {
    expect(assistantName(office())).toBe('Support desk');
    const named = office({
      assistants: [{ avatar: { id: 'BrianHairstyle1Tie', name: 'Brian' }, dialog: {} }],
    });
    expect(assistantName(named)).toBe('Brian');
    expect(assistantName(office({ assistants: [] }))).toBe('Support desk');
  });

  it('reads the welcome message from the main assistant dialog question', () => {
    expect(welcomeMessage(office({}, { question: '  Hello there  ' }))).toBe('Hello there');
    expect(welcomeMessage(office({ assistants: [] }))).toBe('');
  });

  it('speaks with the question voice, else the answer voice, else the default', () => {
    expect(assistantVoiceId(office({}, { questionVoiceId: 'azure-en-GB-SoniaNeural' }))).toBe(
      'azure-en-GB-SoniaNeural',
    );
    expect(assistantVoiceId(office({}, { answerVoiceId: 'azure-fr-FR-HenriNeural' }))).toBe(
      'azure-fr-FR-HenriNeural',
    );
    expect(assistantVoiceId(office())).toBe(DEFAULT_VOICE_ID);
  });

  it('takes the locale from the voice name', () => {
    expect(voiceLocale('azure-en-US-JennyNeural_cheerful_1.4')).toBe('en-US');
    expect(voiceLocale('azure-de-DE-KatjaNeural')).toBe('de-DE');
    expect(voiceLocale('not-a-voice')).toBeUndefined();
  });

  it('makes initials for a missing portrait', () => {
    expect(initialsOf('Ada Lovelace King')).toBe('AL');
    expect(initialsOf('émile')).toBe('É');
    expect(initialsOf('  ')).toBe('?');
  });

  it('hides the free chat on an interview until the dialog asks for it', () => {
    const interview = { question: 'Please enter your name.', options: [{ answer: '[INPUT]' }] };
    const withDialog = (id: string) => office({ _id: id }, interview);
    expect(showsFreeChat(withDialog('interview-1a2b'), false)).toBe(false);
    expect(showsFreeChat(withDialog('interview-1a2b'), true)).toBe(true);
    expect(showsFreeChat(withDialog('office-1a2b'), false)).toBe(true);
    // An interview office whose owner has not set the interview up yet keeps the chat.
    expect(showsFreeChat(office({ _id: 'interview-1a2b', assistants: [] }), false)).toBe(true);
  });
});
