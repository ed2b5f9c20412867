export { checkSafety } from './check';
export { BLOCKED_MESSAGE } from './messages';
export type { SafetyReason, SafetyResult } from './types';
