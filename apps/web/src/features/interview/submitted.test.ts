import { describe, expect, it } from 'vitest';
import { submittedInterview } from './submitted';

describe('submittedInterview', () => {
  it('reads the id and job title of an interview sent by a dialog', () => {
    expect(
      submittedInterview('/openai/submitInterview?jobTitle=C%23%20developer&email=a%40b.co', { id: 'x1' }),
    ).toEqual({
      id: 'x1',
      jobTitle: 'C# developer',
    });
  });
  it('is null for other forms and replies without an id', () => {
    expect(submittedInterview('/forms/submit', { id: 'x1' })).toBeNull();
    expect(submittedInterview('/openai/submitInterview?jobTitle=A', { ok: true })).toBeNull();
  });
});
