import type { Office } from '@muse/contracts';
import { defaultSetupTab, setupTabButtons, trainTabContent, type SetupTab } from '@muse/domain';

/**
 * Which tabs the Assistant Setup shows and which opens first (from the domain's setupTabButtons /
 * defaultSetupTab). Interview setup is a later issue, so it is never requested here.
 * Chosen: members (who see Train but not Setup) get the Train AI tab only.
 */
function tabContext(office: Office) {
  return { interviewRequested: false, isAIChat: office.isAIChat, setupScreen: office.setupScreen };
}

export function visibleSetupTabs(office: Office): SetupTab[] {
  return office.access.canOpenSetup ? setupTabButtons(tabContext(office)) : ['questions'];
}

/** The requested tab when it is shown, else the domain's default (when shown), else the first tab. */
export function initialSetupTab(office: Office, requested?: SetupTab): SetupTab {
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
