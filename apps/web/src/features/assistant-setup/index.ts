/**
 * The Assistant Setup modal: Train AI (topics from web pages, typed texts and uploaded files; the generated
 * and edited Q&A list), Avatar (name, welcome message, the portrait gallery, the Voice modal), Personality
 * (12 fields) and Conversations. Opened from features/offices.
 */
export { AssistantSetupModal } from './components/AssistantSetupModal';
export type { AssistantSetupModalProps } from './components/AssistantSetupModal';
