import type { AdminNotification, Notification, NotificationInput, SubscriptionValue } from '@muse/contracts';
import { tierLabel } from '@muse/domain';

/** The admin form's values: everything as the inputs hold it (times as datetime-local text). */
export interface NotificationFormValues {
  title: string;
  header: string;
  content: string;
  showInput: boolean;
  actions: { buttonText: string; response: string; default: boolean }[];
  blocking: boolean;
  timeoutForEnableClose: number;
  targetType: 'everyone' | 'tier' | 'user';
  /** the tier as the select holds it: '' Free, 'true' Pro, … */
  tier: string;
  email: string;
  /** datetime-local text in the browser's zone; empty: now */
  publishAt: string;
  /** datetime-local text; empty: never */
  expiresAt: string;
}

export const TIER_OPTIONS = ['', 'trialpro', 'trialpremium', 'true', 'premium', 'ultimate'].map((value) => ({
  value,
  label: tierLabel(value === 'true' ? true : value),
}));

export const emptyForm = (): NotificationFormValues => ({
  title: '',
  header: '',
  content: '',
  showInput: false,
  actions: [],
  blocking: false,
  timeoutForEnableClose: 0,
  targetType: 'everyone',
  tier: '',
  email: '',
  publishAt: '',
  expiresAt: '',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local input shows it, in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's zone) as an ISO time; empty stays undefined. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** What the server is sent. Slug-like responses are made from the button text when left empty. */
export function toInput(v: NotificationFormValues): NotificationInput {
  return {
    title: v.title,
    header: v.header,
    content: v.content,
    showInput: v.showInput,
    actions: v.actions.map((a) => ({
      buttonText: a.buttonText,
      response: a.response.trim() || responseFrom(a.buttonText),
      default: a.default,
    })),
    blocking: v.blocking,
    timeoutForEnableClose: v.timeoutForEnableClose,
    target:
      v.targetType === 'tier'
        ? { type: 'tier', tier: (v.tier === 'true' ? true : v.tier) as SubscriptionValue }
        : v.targetType === 'user'
          ? { type: 'user', email: v.email.trim() }
          : { type: 'everyone' },
    publishAt: fromLocalInput(v.publishAt),
    expiresAt: fromLocalInput(v.expiresAt) ?? null,
  };
}

/** A response value from a button's text: "Sign me up!" → "sign-me-up". */
export function responseFrom(buttonText: string): string {
  return (
    buttonText
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'answer'
  );
}

export function fromNotification(n: AdminNotification): NotificationFormValues {
  return {
    title: n.title,
    header: n.header,
    content: n.content,
    showInput: n.showInput,
    actions: n.actions.map((a) => ({ ...a })),
    blocking: n.blocking,
    timeoutForEnableClose: n.timeoutForEnableClose,
    targetType: n.target.type,
    tier: n.target.type === 'tier' ? (n.target.tier === true ? 'true' : n.target.tier) : '',
    email: n.target.type === 'user' ? n.target.email : '',
    publishAt: toLocalInput(n.publishAt),
    expiresAt: toLocalInput(n.expiresAt),
  };
}

/** The dialog as users will see it, for the preview. */
export function previewOf(v: NotificationFormValues): Notification {
  const input = toInput(v);
  return {
    _id: 'preview',
    title: v.title.trim() || 'Untitled',
    header: v.header.trim(),
    content: v.content,
    showInput: v.showInput,
    actions: (input.actions ?? []).map((a) => ({ ...a, default: a.default ?? false })),
    blocking: v.blocking,
    timeoutForEnableClose: v.timeoutForEnableClose,
  };
}

/** Who a notification is for, in words. */
export function targetLabel(n: Pick<AdminNotification, 'target'>): string {
  if (n.target.type === 'tier') return `${tierLabel(n.target.tier)} members`;
  if (n.target.type === 'user') return n.target.email;
  return 'Everyone';
}

/** Where a notification stands now. */
export function statusOf(
  n: Pick<AdminNotification, 'publishAt' | 'expiresAt'>,
  now: number,
): 'scheduled' | 'live' | 'ended' {
  if (Date.parse(n.publishAt) > now) return 'scheduled';
  if (n.expiresAt && Date.parse(n.expiresAt) <= now) return 'ended';
  return 'live';
}
