/**
 * Three dialogs an owner can start from in the Assistant Setup's Dialog tab: a welcome tour, lead capture
 * with the demo form, and a mock interview. A template is filled with what it needs (the assistant's name;
 * for the interview the job title, the email the results go to and, if given, the questions) and gives a
 * plain dialog tree, which the owner then edits like any other. Each result passes validateDialog.
 */
import type { DialogNodeInput } from './validate';

export type DialogTemplateId = 'welcome-tour' | 'lead-capture' | 'mock-interview';

export interface DialogTemplateFill {
  /** the assistant's name, for the welcome tour's greeting */
  assistantName?: string;
  /** the interview's job title (default: the spec's C# developer) */
  jobTitle?: string;
  /** where the interview's results are sent */
  email?: string;
  /** the interview's questions, one node each; blank ones are dropped (default: four general questions) */
  questions?: readonly string[];
}

/** A dialog tree as a template builds it: the first question, its own actions and its answers. */
export interface DialogTemplateTree {
  question: string;
  actions?: string[];
  options: DialogNodeInput[];
}

export interface DialogTemplate {
  id: DialogTemplateId;
  title: string;
  description: string;
  /** the fill fields the editor should ask for */
  asks: readonly ('jobTitle' | 'email')[];
  build: (fill?: DialogTemplateFill) => DialogTemplateTree;
}

export const DEFAULT_INTERVIEW_JOB_TITLE = 'C# developer';
export const INTERVIEW_NAME_QUESTION = 'Please enter your name.';
export const INTERVIEW_RESUME_QUESTION = 'Please upload your résumé as a PDF.';
export const INTERVIEW_NO_RESUME = 'Finish without a résumé';
/** Where the demo form's answers go (engineer B's forms route, under /api). */
export const LEAD_FORM_PATH = '/forms/submit';

/** The interview's questions when none are given. */
export function defaultInterviewQuestions(jobTitle: string): string[] {
  return [
    `Tell me about yourself and why you want to work as a ${jobTitle}.`,
    'Describe a project you are proud of. What was your part in it?',
    'Tell me about a time you disagreed with a colleague. How did you handle it?',
    `How do you keep your skills up to date as a ${jobTitle}?`,
  ];
}

/** FormSubmit's path for the interview: the evaluation, with the job title and email in the query. */
export function interviewSubmitPath(jobTitle: string, email: string): string {
  return `/openai/submitInterview?jobTitle=${encodeURIComponent(jobTitle)}&email=${encodeURIComponent(email)}`;
}

function welcomeTour(fill: DialogTemplateFill = {}): DialogTemplateTree {
  const name = fill.assistantName?.trim();
  return {
    question: `Hi, I'm ${name || 'your assistant'}! Would you like a quick tour?`,
    options: [
      {
        answer: 'Yes, show me around',
        question:
          'You can ask me questions here, by typing or with your voice, and I answer from what I was taught. What would you like to do?',
        options: [
          { answer: 'Ask a question', action: 'AskAI', question: 'Go ahead, ask me anything.' },
          { answer: "That's all, thanks", action: 'CloseDialog' },
        ],
      },
      { answer: 'Not now', action: 'CloseDialog' },
    ],
  };
}

function leadCapture(): DialogTemplateTree {
  return {
    question: 'Hello! Would you like to see how we can help you and your team?',
    options: [
      {
        answer: 'Request a demo',
        action: 'FormStart',
        question: 'Great! What would you like to achieve?',
        options: [
          {
            answer: '[INPUT]',
            question: 'Please fill in your details and we will get in touch.',
            options: [
              {
                answer: '[REGISTRATION]',
                action: 'FormSubmit',
                parameters: LEAD_FORM_PATH,
                question: 'Thank you! We will be in touch soon.',
              },
            ],
          },
        ],
      },
      {
        answer: 'Just looking',
        action: 'AskAI',
        question: 'No problem. Ask me anything whenever you like.',
      },
    ],
  };
}

/**
 * The mock interview: the name first ([INPUT]; the form starts with the dialog, so every answer is recorded), one
 * spoken-or-typed long answer ([AUDIOTEXT]) per question, the résumé as a PDF, then FormSubmit to the
 * interview evaluation with the job title and email.
 */
function mockInterview(fill: DialogTemplateFill = {}): DialogTemplateTree {
  const jobTitle = fill.jobTitle?.trim() || DEFAULT_INTERVIEW_JOB_TITLE;
  const email = fill.email?.trim() ?? '';
  const given = (fill.questions ?? []).map((q) => q.trim()).filter((q) => q !== '');
  const questions = given.length > 0 ? given : defaultInterviewQuestions(jobTitle);

  const end: DialogNodeInput = {
    answer: '[PDFUPLOAD]',
    action: 'FormSubmit',
    parameters: interviewSubmitPath(jobTitle, email),
    question: 'Thank you! Your interview is complete. Your evaluation will be ready in a few minutes.',
  };
  // Built from the last question back: each question's answer leads to the next question.
  // The résumé is asked for, not required: a button sends the answers without one.
  let next: { question: string; options: DialogNodeInput[] } = {
    question: INTERVIEW_RESUME_QUESTION,
    options: [end, { ...end, answer: INTERVIEW_NO_RESUME }],
  };
  for (let i = questions.length - 1; i >= 0; i -= 1) {
    next = { question: questions[i]!, options: [{ answer: '[AUDIOTEXT]', ...next }] };
  }
  // FormStart is the first question's own action, queued when the dialog starts, so the name is recorded too
  // (an option's action runs after its answer is recorded).
  return {
    question: INTERVIEW_NAME_QUESTION,
    actions: ['FormStart'],
    options: [{ answer: '[INPUT]', ...next }],
  };
}

export const DIALOG_TEMPLATES: readonly DialogTemplate[] = [
  {
    id: 'welcome-tour',
    title: 'Welcome tour',
    description: 'Greets visitors and shows them what the assistant can do.',
    asks: [],
    build: welcomeTour,
  },
  {
    id: 'lead-capture',
    title: 'Lead capture',
    description: 'Asks what a visitor wants to achieve, then collects their details with the demo form.',
    asks: [],
    build: () => leadCapture(),
  },
  {
    id: 'mock-interview',
    title: 'Mock interview',
    description:
      'Asks for the candidate’s name, then one question at a time, spoken or typed, and their résumé, and sends the answers for evaluation.',
    asks: ['jobTitle', 'email'],
    build: mockInterview,
  },
];

export function dialogTemplate(id: DialogTemplateId): DialogTemplate {
  const template = DIALOG_TEMPLATES.find((t) => t.id === id);
  if (!template) throw new Error(`No dialog template ${id}`);
  return template;
}
