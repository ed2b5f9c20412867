/** The moderation feature's routed page (lazy-loaded by the router). */
export { ModerationPage } from './components/ModerationPage';
