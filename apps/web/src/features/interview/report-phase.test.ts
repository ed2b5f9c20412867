import { describe, expect, it } from 'vitest';
import { REPORT_DONE_TEXT, REPORT_WAITING_TEXT, reportPhase, suggestionPrompt } from './report-phase';

describe('the interview report phases', () => {
  it('waits with the spec text until the result comes, then says Done! 2 s later', () => {
    expect(REPORT_WAITING_TEXT).toBe('Great things take time. Your results are almost ready!');
    expect(REPORT_DONE_TEXT).toBe('Done!');
    expect(reportPhase(null, 10_000)).toBe('waiting');
    expect(reportPhase(10_000, 11_999)).toBe('arrived');
    expect(reportPhase(10_000, 12_000)).toBe('done');
  });
  it('asks a different follow-up for each rating', () => {
    const prompts = new Set((['bad', 'neutral', 'happy'] as const).map(suggestionPrompt));
    expect(prompts.size).toBe(3);
  });
});
