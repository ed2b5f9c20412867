/**
 * The Assistant Setup modal's tabs and default tab.
 */

/** 'questions' is the Train AI tab; 'pages' is a view that exists but has no button. */
export type SetupTab = 'questions' | 'interview' | 'avatar' | 'personality' | 'conversations' | 'pages';

export const SETUP_TAB_LABELS: Readonly<Record<SetupTab, string>> = {
  questions: 'Train AI',
  interview: 'Interview',
  avatar: 'Avatar',
  personality: 'Personality',
  conversations: 'Conversations',
  pages: 'Pages',
};

export interface SetupTabContext {
  /** The interview setup was requested (interview mode). */
  interviewRequested: boolean;
  isAIChat?: boolean;
  /** The office's setupScreen: MathSetup offices show the math editor in the Train AI tab. */
  setupScreen?: 'ChatSetup' | 'MathSetup' | string;
}

/**
 * The tab bar's buttons in order: Train AI instead of Interview when not in interview mode, Interview only
 * when requested, then Avatar, Personality, Conversations. Pages has no button.
 */
export function setupTabButtons(ctx: SetupTabContext): SetupTab[] {
  return [ctx.interviewRequested ? 'interview' : 'questions', 'avatar', 'personality', 'conversations'];
}

/**
 * "Default tab: Interview if requested, otherwise Questions. If the office is an AI chat, the default is
 * Personality." Read literally, the AI-chat rule comes last and so wins over an interview request
 * (chosen reading; the spec does not order them explicitly). Re-evaluate whenever the office changes.
 */
export function defaultSetupTab(ctx: SetupTabContext): SetupTab {
  if (ctx.isAIChat) return 'personality';
  return ctx.interviewRequested ? 'interview' : 'questions';
}

/** What the Train AI tab shows: the math editor for MathSetup offices, else the topics and Q&A editor. */
export function trainTabContent(ctx: SetupTabContext): 'math' | 'questions' {
  return ctx.setupScreen === 'MathSetup' ? 'math' : 'questions';
}
