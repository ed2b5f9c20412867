/**
 * The mock interview's rules from the spec (§4, §5, §9): the defaults, when the Interview tab may save, what
 * it saves, and the report's timing.
 */

/**
 * "Default interview voice: a US English neural female voice." (The default job title and the name question
 * are the interview template's, in dialogs/templates.ts.)
 */
export const INTERVIEW_DEFAULT_VOICE_ID = 'azure-en-US-JennyNeural';
/** The report says "Done!" this long after the result arrived. */
export const INTERVIEW_DONE_DELAY_MS = 2_000;

export interface InterviewRow {
  question: string;
  category: string;
}

/** "Only non-blank questions are included, trimmed." */
export function interviewQuestionsToSave(rows: readonly InterviewRow[]): InterviewRow[] {
  return rows
    .map((row) => ({ question: row.question.trim(), category: row.category.trim() }))
    .filter((row) => row.question !== '');
}

export interface InterviewSetupState {
  jobTitle: string;
  email: string;
  rows: readonly InterviewRow[];
  /** differs from what was saved */
  changed: boolean;
}

/** "Save disabled when there are no questions, email missing, job title missing, or nothing changed." */
export function interviewSaveDisabled(state: InterviewSetupState): boolean {
  return (
    interviewQuestionsToSave(state.rows).length === 0 ||
    state.email.trim() === '' ||
    state.jobTitle.trim() === '' ||
    !state.changed
  );
}

/** "Generate disabled without job title." */
export function interviewGenerateDisabled(jobTitle: string): boolean {
  return jobTitle.trim() === '';
}
