/**
 * Asking before the app leaves a page with unsaved work: `LeaveGuardProvider` inside the router (App) and
 * `useLeaveGuard(when, question)` on the page.
 */
export { LeaveGuardProvider } from './LeaveGuardProvider';
export { useLeaveGuard } from './use-leave-guard';
