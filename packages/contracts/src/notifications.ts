import * as z from 'zod/mini';
import { CursorPageQuery } from './paging';
import { SubscriptionInput, SubscriptionValue } from './tiers';

/**
 * Notifications (spec: the notification dialog, GET /notifications/last, POST /notifications/response) and
 * the admin's routes that write, target and schedule them and read the responses.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.trim(), z.maxLength(max, { error: `${field} must be at most ${max} characters` }));

/** Chosen caps: a dialog, not a page. */
export const NOTIFICATION_LIMITS = {
  title: 120,
  header: 200,
  content: 5000,
  buttonText: 40,
  response: 60,
  actions: 4,
  responseText: 2000,
  timeoutForEnableClose: 3600,
} as const;

/** The response value that closes a notification without choosing an action. */
export const CLOSE_RESPONSE = 'close';

export const NotificationAction = z.object({
  buttonText: text('buttonText', NOTIFICATION_LIMITS.buttonText).check(
    z.minLength(1, { error: 'buttonText is required' }),
  ),
  response: text('response', NOTIFICATION_LIMITS.response).check(
    z.minLength(1, { error: 'response is required' }),
  ),
  default: z._default(z.boolean({ error: 'default must be true or false' }), false),
});
export type NotificationAction = z.infer<typeof NotificationAction>;

/** The spec's Notification, as the dialog receives it. `content` is plain text or simple markdown. */
export const Notification = z.object({
  _id: z.string(),
  title: z.string(),
  header: z.string(),
  content: z.string(),
  showInput: z.boolean(),
  actions: z.array(NotificationAction),
  blocking: z.boolean(),
  /** seconds before the close control works (0: at once) */
  timeoutForEnableClose: z.number(),
});
export type Notification = z.infer<typeof Notification>;

/** GET /notifications/last: the newest notification for the caller, or null when there is none. */
export const LastNotificationReply = z.nullable(Notification);
export type LastNotificationReply = z.infer<typeof LastNotificationReply>;

/** POST /notifications/response: an action's `response`, or `close`; `text` is the input's. */
export const NotificationResponseBody = z.object({
  id: text('id', 64).check(z.minLength(1, { error: 'id is required' })),
  response: text('response', NOTIFICATION_LIMITS.response).check(
    z.minLength(1, { error: 'response is required' }),
  ),
  text: z.optional(text('text', NOTIFICATION_LIMITS.responseText)),
});
export type NotificationResponseBody = z.infer<typeof NotificationResponseBody>;

const TargetEmail = z
  .email({ error: 'email must be an email address' })
  .check(z.maxLength(254, { error: 'email must be at most 254 characters' }));
const targetTypeError = { error: 'type must be everyone, tier or user' };

/** Who sees a notification: everyone signed in (guests too), the users of a tier (Free is ''), or one account. */
export const NotificationTarget = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('everyone') }),
    z.object({ type: z.literal('tier'), tier: SubscriptionValue }),
    z.object({ type: z.literal('user'), email: z.string() }),
  ],
  targetTypeError,
);
export type NotificationTarget = z.infer<typeof NotificationTarget>;

/** The target as an admin sends it: Pro may also be written 'true'. */
export const NotificationTargetInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('everyone') }),
    z.object({
      type: z.literal('tier'),
      tier: SubscriptionInput,
    }),
    z.object({ type: z.literal('user'), email: TargetEmail }),
  ],
  targetTypeError,
);

const isoTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be a date and time (ISO 8601)` });

/** What an admin writes (create and update). Cross-field rules are checked by the server, naming the field. */
export const NotificationInput = z.object({
  title: text('title', NOTIFICATION_LIMITS.title).check(z.minLength(1, { error: 'title is required' })),
  header: z._default(text('header', NOTIFICATION_LIMITS.header), ''),
  content: z._default(text('content', NOTIFICATION_LIMITS.content), ''),
  showInput: z._default(z.boolean({ error: 'showInput must be true or false' }), false),
  actions: z._default(
    z
      .array(NotificationAction, { error: 'actions must be a list' })
      .check(
        z.maxLength(NOTIFICATION_LIMITS.actions, { error: `at most ${NOTIFICATION_LIMITS.actions} actions` }),
      ),
    [],
  ),
  blocking: z._default(z.boolean({ error: 'blocking must be true or false' }), false),
  timeoutForEnableClose: z._default(
    z.number({ error: 'timeoutForEnableClose must be a number of seconds' }).check(
      z.int({ error: 'timeoutForEnableClose must be a whole number of seconds' }),
      z.gte(0, { error: 'timeoutForEnableClose must be 0 or more' }),
      z.lte(NOTIFICATION_LIMITS.timeoutForEnableClose, {
        error: `timeoutForEnableClose must be at most ${NOTIFICATION_LIMITS.timeoutForEnableClose}`,
      }),
    ),
    0,
  ),
  target: z._default(NotificationTargetInput, { type: 'everyone' }),
  /** when it starts to show (default: now) */
  publishAt: z.optional(isoTime('publishAt')),
  /** when it stops showing (none: never) */
  expiresAt: z.optional(z.nullable(isoTime('expiresAt'))),
});
export type NotificationInput = z.input<typeof NotificationInput>;
export type NotificationInputParsed = z.output<typeof NotificationInput>;

/** A notification as the admin page lists it: what users see, whom and when, and how many answered. */
export const AdminNotification = z.extend(Notification, {
  target: NotificationTarget,
  publishAt: z.string(),
  expiresAt: z.nullable(z.string()),
  createdOn: z.string(),
  responses: z.number(),
});
export type AdminNotification = z.infer<typeof AdminNotification>;

export const AdminNotificationsQuery = CursorPageQuery;
export const AdminNotificationsReply = z.object({
  data: z.array(AdminNotification),
  next: z.nullable(z.string()),
});
export type AdminNotificationsReply = z.infer<typeof AdminNotificationsReply>;

export const NotificationParams = z.object({
  id: text('id', 64).check(z.minLength(1, { error: 'id is required' })),
});

/** One person's answer: the response, the input's text, and who (null for a guest). */
export const NotificationResponseEntry = z.object({
  response: z.string(),
  text: z.nullable(z.string()),
  email: z.nullable(z.string()),
  createdOn: z.string(),
});
export type NotificationResponseEntry = z.infer<typeof NotificationResponseEntry>;

/** GET /admin/notifications/{id}/responses: the count per response, and the answers newest first, paged. */
export const NotificationResponsesQuery = CursorPageQuery;
export const NotificationResponsesReply = z.object({
  counts: z.array(z.object({ response: z.string(), count: z.number() })),
  data: z.array(NotificationResponseEntry),
  next: z.nullable(z.string()),
});
export type NotificationResponsesReply = z.infer<typeof NotificationResponsesReply>;

/** The `notification` socket event: a notification was published for the socket's user (ask /last). */
export const NotificationPublishedEvent = z.object({ id: z.string() });
export type NotificationPublishedEvent = z.infer<typeof NotificationPublishedEvent>;
