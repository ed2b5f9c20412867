/**
 * Chat (/chat): one place for the conversations a user can have, Muse's built-in help and their
 * own assistants, over the offices feature's chat.
 */
export { ChatPage } from './components/ChatPage';
