import { describe, expect, it } from 'vitest';
import {
  AUTO_QUESTION_COUNT,
  QUESTION_COUNT,
  SETUP_TAB_LABELS,
  clampQuestionCount,
  defaultSetupTab,
  resolveQuestionCount,
  setupTabButtons,
  trainTabContent,
} from './index';

describe('Assistant Setup tabs (assistant-workspace.md §2)', () => {
  it('labels the tabs as the spec names them', () => {
    expect(SETUP_TAB_LABELS).toEqual({
      questions: 'Train AI',
      interview: 'Interview',
      avatar: 'Avatar',
      personality: 'Personality',
      conversations: 'Conversations',
      pages: 'Pages',
    });
  });

  it('shows Train AI instead of Interview when not in interview mode, and no Pages button', () => {
    expect(setupTabButtons({ interviewRequested: false })).toEqual([
      'questions',
      'avatar',
      'personality',
      'conversations',
    ]);
    expect(setupTabButtons({ interviewRequested: true })).toEqual([
      'interview',
      'avatar',
      'personality',
      'conversations',
    ]);
  });

  it('opens Interview if requested, otherwise Questions, and Personality for an AI chat', () => {
    expect(defaultSetupTab({ interviewRequested: true })).toBe('interview');
    expect(defaultSetupTab({ interviewRequested: false })).toBe('questions');
    expect(defaultSetupTab({ interviewRequested: false, isAIChat: true })).toBe('personality');
    expect(defaultSetupTab({ interviewRequested: true, isAIChat: true })).toBe('personality');
  });

  it('re-evaluates with the office: a different office gives its own default', () => {
    const tabs = [{ isAIChat: true }, { isAIChat: false }].map((o) =>
      defaultSetupTab({ interviewRequested: false, ...o }),
    );
    expect(tabs).toEqual(['personality', 'questions']);
  });

  it('shows the math editor in Train AI for MathSetup offices', () => {
    expect(trainTabContent({ interviewRequested: false, setupScreen: 'MathSetup' })).toBe('math');
    expect(trainTabContent({ interviewRequested: false, setupScreen: 'ChatSetup' })).toBe('questions');
    expect(trainTabContent({ interviewRequested: false })).toBe('questions');
  });
});

describe('generate-questions count (§5, §7, §9)', () => {
  it('has the spec range and default', () => {
    expect(QUESTION_COUNT).toEqual({ min: 1, max: 10, default: 5 });
  });

  it.each([
    [3, 3],
    [1, 1],
    [10, 10],
    [0, 1],
    [-4, 1],
    [11, 10],
    [1000, 10],
    [Infinity, 10],
    [-Infinity, 1],
    [4.7, 4],
    ['7', 7],
    ['', 5],
    ['abc', 5],
    [NaN, 5],
    [null, 5],
    [undefined, 5],
    [{}, 5],
  ])('turns %j into %i', (input, count) => {
    expect(clampQuestionCount(input)).toBe(count);
  });

  it("keeps 'auto' and clamps the rest", () => {
    expect(AUTO_QUESTION_COUNT).toBe('auto');
    expect(resolveQuestionCount('auto')).toBe('auto');
    expect(resolveQuestionCount('Auto')).toBe(5);
    expect(resolveQuestionCount(12)).toBe(10);
  });
});
