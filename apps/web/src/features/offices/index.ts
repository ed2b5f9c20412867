/**
 * Offices (assistant workspaces): the list of one's assistants (/app) with "New assistant", and an
 * assistant's chat page (/app/:officeId) for everyone, with Setup and Train for those who may. The chat
 * pieces and the offices API are shared with features/assistant-setup and features/helper-chat.
 */
export { AssistantChat } from './components/AssistantChat';
export { AssistantPortrait } from './components/AssistantPortrait';
export { ChatBubble } from './components/ChatBubble';
export { officesApi, officeKeys } from './offices.api';
export { useAvatars, usePortraitUrl } from './hooks/use-avatars';
export { useSpeech } from './hooks/use-speech';
export { useOffice } from './hooks/use-office';
export { useMyOffices } from './hooks/use-my-offices';
export {
  DEFAULT_VOICE_ID,
  assistantName,
  assistantVoiceId,
  mainAssistant,
  voiceLocale,
  welcomeMessage,
} from './assistant-view';
