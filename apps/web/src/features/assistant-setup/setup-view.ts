import type { Office } from '@muse/contracts';
import {
  SETUP_TAB_LABELS,
  defaultSetupTab,
  officeKindOf,
  setupTabButtons,
  trainTabContent,
  type SetupTab,
} from '@muse/domain';

/**
 * Which tabs the Assistant Setup shows and which opens first (from the domain's setupTabButtons /
 * defaultSetupTab). The interview setup is requested by the office itself: an interview office (id
 * `interview-…`) opens at the Interview tab. Chosen: members (who see Train but not Setup) get the Train AI tab
 * only.
 */
function tabContext(office: Office) {
  return {
    interviewRequested: officeKindOf(office._id) === 'interview',
    isAIChat: office.isAIChat,
    setupScreen: office.setupScreen,
  };
}

/** The setup's tabs: the spec's, and the Dialog tab (the guided conversation's editor, issue #15). */
export type SetupViewTab = SetupTab | 'dialog' | 'requests';

export function setupTabLabel(tab: SetupViewTab): string {
  if (tab === 'dialog') return 'Dialog';
  if (tab === 'requests') return 'Requests';
  return SETUP_TAB_LABELS[tab];
}

/** Chosen: the Dialog tab comes before Conversations, for those who open the setup. */
export function visibleSetupTabs(office: Office): SetupViewTab[] {
  if (!office.access.canOpenSetup) return ['questions'];
  const tabs: SetupViewTab[] = setupTabButtons(tabContext(office));
  const at = tabs.indexOf('conversations');
  tabs.splice(at < 0 ? tabs.length : at, 0, 'dialog');
  // Chosen: what visitors sent through the office (demo requests, dialog forms) comes last.
  tabs.push('requests');
  return tabs;
}

/** The requested tab when it is shown, else the domain's default (when shown), else the first tab. */
export function initialSetupTab(office: Office, requested?: SetupViewTab): SetupViewTab {
  const tabs = visibleSetupTabs(office);
  if (requested && tabs.includes(requested)) return requested;
  const fallback = defaultSetupTab(tabContext(office));
  return tabs.includes(fallback) ? fallback : tabs[0]!;
}

export function trainContent(office: Office): 'math' | 'questions' {
  return trainTabContent(tabContext(office));
}

/** "2026-05-01 · ana@example.com · 6 messages" for the Conversations dropdown. */
export function conversationLabel(c: { date: string; label: string; messageCount: number }): string {
  return `${c.date} · ${c.label} · ${c.messageCount} ${c.messageCount === 1 ? 'message' : 'messages'}`;
}
