/**
 * The helper chat: the floating "chat with us" button, mounted once in the app shell, and its chat with the
 * office the server names (GET /offices/imagechat).
 */
export { HelperChat } from './components/HelperChat';
export { useHelperOffice } from './hooks/use-helper-office';
