import {
  DEFAULT_INTERVIEW_JOB_TITLE,
  INTERVIEW_NAME_QUESTION,
  INTERVIEW_RESUME_QUESTION,
  dialogTemplate,
  type DialogTemplateTree,
} from '../dialogs/templates';
import type { DialogNodeShape } from '../dialogs/runtime';
import { interviewQuestionsToSave, type InterviewRow } from './interview-rules';

/**
 * The Interview tab's setup kept in the assistant's dialog: the mock-interview template filled with the job
 * title, the email and the questions, each question's competency as the `parameters` of its answer box (so
 * every transcript entry and the submitted answers carry it). Read back from the dialog when the tab opens.
 */
export interface InterviewSetup {
  jobTitle: string;
  email: string;
  rows: InterviewRow[];
}

export function interviewDialogOf(setup: InterviewSetup): DialogTemplateTree {
  const rows = interviewQuestionsToSave(setup.rows);
  const tree = dialogTemplate('mock-interview').build({
    jobTitle: setup.jobTitle.trim() || DEFAULT_INTERVIEW_JOB_TITLE,
    email: setup.email.trim(),
    questions: rows.map((r) => r.question),
  });
  const categories = new Map(rows.map((r) => [r.question, r.category]));
  // Each question node's answer box carries the question's competency.
  const mark = (node: DialogNodeShape): DialogNodeShape => {
    const category = categories.get((node.question ?? '').trim());
    const options = (node.options ?? []).map((option, i) => {
      const marked = mark(option);
      return i === 0 && category ? { ...marked, parameters: category } : marked;
    });
    return options.length > 0 ? { ...node, options } : node;
  };
  return mark(tree) as DialogTemplateTree;
}

/** The setup a dialog holds, or null when the dialog is not a mock interview. */
export function interviewSetupOf(dialog: DialogNodeShape | undefined): InterviewSetup | null {
  if (!dialog || (dialog.question ?? '').trim() !== INTERVIEW_NAME_QUESTION) return null;
  const rows: InterviewRow[] = [];
  let submitPath = '';
  let node: DialogNodeShape | undefined = dialog.options?.[0];
  for (let guard = 0; node && guard < 200; guard += 1) {
    const question = (node.question ?? '').trim();
    const answerBox = node.options?.[0];
    if ((node.action ?? '').trim() === 'FormSubmit') submitPath = node.parameters ?? '';
    if (question !== '' && question !== INTERVIEW_RESUME_QUESTION && answerBox) {
      rows.push({ question, category: (answerBox.action ? '' : answerBox.parameters) ?? '' });
    }
    node = answerBox;
  }
  return { jobTitle: queryValue(submitPath, 'jobTitle'), email: queryValue(submitPath, 'email'), rows };
}

/** A value of a path's query string ("/openai/submitInterview?jobTitle=Nurse&email=…"), decoded. */
function queryValue(path: string, name: string): string {
  for (const pair of (path.split('?')[1] ?? '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return value;
    }
  }
  return '';
}
