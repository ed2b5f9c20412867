import { describe, expect, it } from 'vitest';
import {
  INTERVIEW_DEFAULT_VOICE_ID,
  INTERVIEW_DONE_DELAY_MS,
  INTERVIEW_PREP_QUOTES,
  interviewGenerateDisabled,
  interviewQuestionsToSave,
  interviewQuote,
  interviewSaveDisabled,
} from './index';

const rows = [
  { question: '  Tell me about a hard bug.  ', category: ' Problem solving ' },
  { question: '   ', category: 'Teamwork' },
];

describe('the interview setup (spec §5, §9)', () => {
  it('defaults to a US English female neural voice', () => {
    expect(INTERVIEW_DEFAULT_VOICE_ID).toBe('azure-en-US-JennyNeural');
    expect(INTERVIEW_DONE_DELAY_MS).toBe(2000);
  });
  it('saves only non-blank questions, trimmed', () => {
    expect(interviewQuestionsToSave(rows)).toEqual([
      { question: 'Tell me about a hard bug.', category: 'Problem solving' },
    ]);
  });
  it('disables Save without questions, email or job title, or when nothing changed', () => {
    const ok = { jobTitle: 'Nurse', email: 'a@b.co', rows, changed: true };
    expect(interviewSaveDisabled(ok)).toBe(false);
    expect(interviewSaveDisabled({ ...ok, rows: [rows[1]!] })).toBe(true);
    expect(interviewSaveDisabled({ ...ok, email: ' ' })).toBe(true);
    expect(interviewSaveDisabled({ ...ok, jobTitle: '' })).toBe(true);
    expect(interviewSaveDisabled({ ...ok, changed: false })).toBe(true);
  });
  it('disables Generate without a job title', () => {
    expect(interviewGenerateDisabled('  ')).toBe(true);
    expect(interviewGenerateDisabled('Chef')).toBe(false);
  });
});

describe('the interview-prep quotes', () => {
  it('are 22, all different', () => {
    expect(INTERVIEW_PREP_QUOTES).toHaveLength(22);
    expect(new Set(INTERVIEW_PREP_QUOTES.map((q) => q.text)).size).toBe(22);
  });
  it('picks each by a random number, the last at 0.9999', () => {
    expect(interviewQuote(0)).toBe(INTERVIEW_PREP_QUOTES[0]);
    expect(interviewQuote(0.9999)).toBe(INTERVIEW_PREP_QUOTES[21]);
    expect(interviewQuote(0.5)).toBe(INTERVIEW_PREP_QUOTES[11]);
  });
});
