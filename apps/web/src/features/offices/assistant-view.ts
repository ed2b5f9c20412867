import type { Office } from '@muse/contracts';
import { officeKindOf, parseVoiceId } from '@muse/domain';

/**
 * What the assistant pages show of an office's main assistant (index 0 is the main one; the dialog's
 * question is the welcome message).
 */

/**
 * The voice an assistant speaks with until its owner picks one. Chosen: the spec's default interview voice,
 * a US English neural female voice.
 */
export const DEFAULT_VOICE_ID = 'azure-en-US-JennyNeural';

export type MainAssistant = Office['assistants'][number];

export function mainAssistant(office: Office): MainAssistant | undefined {
  return office.assistants[0];
}

/** The assistant's name: its avatar's name, else the office's name. */
export function assistantName(office: Office): string {
  const name = mainAssistant(office)?.avatar?.name.trim();
  return name || office.name;
}

export function welcomeMessage(office: Office): string {
  return mainAssistant(office)?.dialog.question?.trim() ?? '';
}

/** The voice of the welcome message (questionVoiceId), else the answer voice, else the default. */
export function assistantVoiceId(office: Office): string {
  const dialog = mainAssistant(office)?.dialog;
  return dialog?.questionVoiceId || dialog?.answerVoiceId || DEFAULT_VOICE_ID;
}

/**
 * The locale a voice speaks, for textToSpeach: the first two parts of its name (en-US-JennyNeural → en-US);
 * undefined when the id is not a voice id.
 */
export function voiceLocale(voiceId: string): string | undefined {
  const choice = parseVoiceId(voiceId);
  if (!choice) return undefined;
  const [language, region] = choice.name.split('-');
  return language && region ? `${language}-${region}` : undefined;
}

/** Initials for an assistant without a portrait ("Ada Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean);
  return (letters.slice(0, 2).join('') || '?').toUpperCase();
}

/** Whether the main assistant has a guided conversation (a dialog with answers), shown in the dialog panel. */
export function hasGuidedDialog(office: Office): boolean {
  return (mainAssistant(office)?.dialog.options?.length ?? 0) > 0;
}

/**
 * Whether the office page shows the free AI chat. Chosen: an interview office with its interview dialog shows
 * only the interview (a candidate should answer, not chat), until the dialog's AskAI switches to the chat.
 */
export function showsFreeChat(office: Office, askedForChat: boolean): boolean {
  return !hasGuidedDialog(office) || officeKindOf(office._id) !== 'interview' || askedForChat;
}
