import { describe, expect, it } from 'vitest';
import { fixArticles, interviewQuestionCount, writeInterviewQuestions } from './questions';
import { findRoleFamily } from './roles';

describe('interview question writer', () => {
  it('finds the role family from the job title', () => {
    const cases: [string, string][] = [
      ['C# developer', 'software'],
      ['a C# developer', 'software'],
      ['Senior .NET developer', 'software'],
      ['Data analyst', 'data'],
      ['Business intelligence analyst', 'data'],
      ['Financial analyst', 'finance'],
      ['Product designer', 'design'],
      ['UX designer', 'design'],
      ['Project manager', 'product'],
      ['Account executive', 'sales'],
      ['Sales assistant', 'hospitality'],
      ['Content marketer', 'marketing'],
      ['Customer support agent', 'support'],
      ['Technical support engineer', 'support'],
      ['Registered nurse', 'healthcare'],
      ['Secondary school maths teacher', 'teaching'],
      ['Management accountant', 'finance'],
      ['Logistics coordinator', 'operations'],
      ['Hotel front desk supervisor', 'hospitality'],
      ['HR generalist', 'hr'],
      ['Office assistant', 'general'],
      ['Astronaut', 'general'],
    ];
    for (const [title, family] of cases) expect(findRoleFamily(title), title).toBe(family);
  });

  it('asks a C# developer in .NET words', () => {
    const all = [1, 2, 3, 4, 5].flatMap((seed) =>
      writeInterviewQuestions({ jobTitle: 'C# developer', count: 10, seed }).map((q) => q.question),
    );
    expect(all.some((q) => /\.NET|Entity Framework|async code in C#|ASP\.NET/.test(q))).toBe(true);
    expect(all.some((q) => q.includes('memory leak in a .NET service'))).toBe(true);
  });

  it('uses the role’s own words for other families too', () => {
    const nurse = writeInterviewQuestions({ jobTitle: 'Registered nurse', count: 10, seed: 7 }).map(
      (q) => q.question,
    );
    expect(nurse.some((q) => /patient|ward|care plan|famil/i.test(q))).toBe(true);
    const teacher = writeInterviewQuestions({ jobTitle: 'English teacher', count: 10, seed: 7 });
    expect(teacher.some((q) => /pupil|class|lesson|parent/i.test(q.question))).toBe(true);
  });

  it('makes 5 by default or on auto, clamps 1..10, and a non-number is 5', () => {
    expect(interviewQuestionCount(undefined)).toBe(5);
    expect(interviewQuestionCount('auto')).toBe(5);
    expect(interviewQuestionCount(0)).toBe(1);
    expect(interviewQuestionCount(-4)).toBe(1);
    expect(interviewQuestionCount(11)).toBe(10);
    expect(interviewQuestionCount('seven')).toBe(5);
    expect(interviewQuestionCount('3')).toBe(3);
    for (const count of [1, 3, 5, 10]) {
      expect(writeInterviewQuestions({ jobTitle: 'Data analyst', count, seed: 1 })).toHaveLength(count);
    }
  });

  it('varies the competencies and never repeats a question', () => {
    for (const title of ['C# developer', 'Sales representative', 'Astronaut', 'Warehouse supervisor']) {
      const five = writeInterviewQuestions({ jobTitle: title, count: 5, seed: 3 });
      expect(new Set(five.map((q) => q.category)).size, title).toBe(5);
      const ten = writeInterviewQuestions({ jobTitle: title, count: 10, seed: 3 });
      expect(new Set(ten.map((q) => q.question)).size, title).toBe(10);
      expect(new Set(ten.map((q) => q.category)).size, title).toBeGreaterThanOrEqual(8);
      for (const q of ten) expect(q.question, title).not.toMatch(/\{|\}|\ba [aeio]/);
    }
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const a = writeInterviewQuestions({ jobTitle: 'Marketing manager', count: 5, seed: 42 });
    expect(writeInterviewQuestions({ jobTitle: 'Marketing manager', count: 5, seed: 42 })).toEqual(a);
    expect(writeInterviewQuestions({ jobTitle: 'Marketing manager', count: 5, seed: 43 })).not.toEqual(a);
  });

  it('puts the right article before a word', () => {
    expect(fixArticles('a event, a API, a user flow, a HR system, a CRM, a one-page plan')).toBe(
      'an event, an API, a user flow, an HR system, a CRM, a one-page plan',
    );
  });
});
