import type { Notification, NotificationAction } from '@muse/contracts';

/** Seconds left before the close control works (spec: not blocking, and after timeoutForEnableClose). */
export function closeSecondsLeft(
  n: Pick<Notification, 'timeoutForEnableClose'>,
  shownMs: number,
  nowMs: number,
): number {
  return Math.max(0, Math.ceil(n.timeoutForEnableClose - (nowMs - shownMs) / 1000));
}

/** Whether the dialog may be closed now: never when blocking, else once the time-out has run. */
export function canClose(
  n: Pick<Notification, 'blocking' | 'timeoutForEnableClose'>,
  shownMs: number,
  nowMs: number,
): boolean {
  return !n.blocking && closeSecondsLeft(n, shownMs, nowMs) === 0;
}

/** Spec: with an input, the default action works only once the input has text. */
export function actionDisabled(
  n: Pick<Notification, 'showInput'>,
  action: NotificationAction,
  text: string,
): boolean {
  return n.showInput && action.default && text.trim() === '';
}
