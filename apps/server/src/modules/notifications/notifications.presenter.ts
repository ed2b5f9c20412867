import {
  NotificationAction,
  type AdminNotification,
  type Notification,
  type NotificationTarget,
  type SubscriptionValue,
} from '@muse/contracts';
import { tierToWire, toTier } from '@muse/domain';
import { z } from 'zod';
import type { NotificationRow } from './notifications.repository';

const StoredActions = z.array(NotificationAction);

/** The actions as stored (JSON written by this module); anything unreadable shows as none. */
export function actionsOf(row: Pick<NotificationRow, 'actions'>): NotificationAction[] {
  try {
    const parsed = StoredActions.safeParse(JSON.parse(row.actions));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The spec's Notification, as the dialog shows it. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    header: row.header,
    content: row.content,
    showInput: row.showInput === 1,
    actions: actionsOf(row),
    blocking: row.blocking === 1,
    timeoutForEnableClose: row.timeoutForEnableClose,
  };
}

function targetOf(row: NotificationRow): NotificationTarget {
  if (row.targetType === 'tier')
    return { type: 'tier', tier: tierToWire(toTier(row.targetTier)) as SubscriptionValue };
  if (row.targetType === 'user') return { type: 'user', email: row.targetEmail ?? '' };
  return { type: 'everyone' };
}

/** A notification as the admin page lists it. */
export function presentAdminNotification(row: NotificationRow, responses: number): AdminNotification {
  return {
    ...presentNotification(row),
    target: targetOf(row),
    publishAt: row.publishAt,
    expiresAt: row.expiresAt,
    createdOn: row.createdAt,
    responses,
  };
}
