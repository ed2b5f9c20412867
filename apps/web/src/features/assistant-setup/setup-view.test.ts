import { describe, expect, it } from 'vitest';
import type { Office } from '@muse/contracts';
import { conversationLabel, initialSetupTab, trainContent, visibleSetupTabs } from './setup-view';

const office = (over: Partial<Office> = {}, access: Partial<Office['access']> = {}): Office => ({
  _id: 'o1',
  userId: 'u1',
  members: [],
  assistants: [],
  isAIChat: true,
  setupScreen: 'ChatSetup',
  isMathChat: false,
  showAIChatHistory: true,
  experienceType: 'simple',
  demo: false,
  name: 'Desk',
  access: { role: 'owner', canOpenSetup: true, canTrain: true, canSeeTrainButton: true, ...access },
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('setup tabs', () => {
  it('shows Train AI, Avatar, Personality, Dialog, Conversations and Requests to owners', () => {
    expect(visibleSetupTabs(office())).toEqual([
      'questions',
      'avatar',
      'personality',
      'dialog',
      'conversations',
      'requests',
    ]);
    expect(initialSetupTab(office(), 'dialog')).toBe('dialog');
  });

  it('opens an AI chat at Personality and other offices at Train AI (the domain default)', () => {
    expect(initialSetupTab(office())).toBe('personality');
    expect(initialSetupTab(office({ isAIChat: false }))).toBe('questions');
  });

  it('opens at the requested tab (Train) when it is shown', () => {
    expect(initialSetupTab(office(), 'questions')).toBe('questions');
    expect(initialSetupTab(office(), 'interview')).toBe('personality');
  });

  it('gives members the Train AI tab only', () => {
    const member = office({}, { role: 'member', canOpenSetup: false });
    expect(visibleSetupTabs(member)).toEqual(['questions']);
    expect(initialSetupTab(member)).toBe('questions');
  });

  it('shows the math note for MathSetup offices', () => {
    expect(trainContent(office({ setupScreen: 'MathSetup' }))).toBe('math');
    expect(trainContent(office())).toBe('questions');
  });
});

describe('conversationLabel', () => {
  it('names the day, the person and the size', () => {
    expect(conversationLabel({ date: '2026-05-01', label: 'ana@example.com', messageCount: 1 })).toBe(
      '2026-05-01 · ana@example.com · 1 message',
    );
    expect(conversationLabel({ date: '2026-05-01', label: 'Visitor', messageCount: 6 })).toBe(
      '2026-05-01 · Visitor · 6 messages',
    );
  });
});
