import {
  CLOSE_RESPONSE,
  ServerEvents,
  type AdminNotification,
  type AdminNotificationsReply,
  type LastNotificationReply,
  type NotificationInputParsed,
  type NotificationResponseBody,
  type NotificationResponsesReply,
} from '@muse/contracts';
import { toTier } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, conflict, fieldError, notFound } from '../../platform/http/errors';
import type { RealtimeHub } from '../../platform/realtime';
import { newId } from '../../shared/ids';
import { decodeCursor, pageOf } from '../../shared/page-cursor';
import type { UsersService } from '../users';
import { actionsOf, presentAdminNotification, presentNotification } from './notifications.presenter';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';
import { notificationProblems, responseProblem } from './notifications.rules';

export interface NotificationsServiceDeps {
  repo: NotificationsRepository;
  users: Pick<UsersService, 'get' | 'findByEmail'>;
  realtime: Pick<RealtimeHub, 'toUser' | 'toSignedIn'>;
  /** runs `publishDue(id)` at `publishAt` (the delayed publish job) */
  schedule(id: string, publishAt: string): Promise<void>;
  now?: () => Date;
}

/**
 * Notifications: admins write them for everyone, a tier or one account, now or at a time; signed-in people
 * (guests too) get the newest one they have not answered, live over the socket when it is published.
 */
export class NotificationsService {
  private readonly now: () => Date;

  constructor(private readonly deps: NotificationsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async last(caller: Caller): Promise<LastNotificationReply> {
    const row = await this.deps.repo.lastFor(await this.audienceOf(caller), this.now().toISOString());
    return row ? presentNotification(row) : null;
  }

  /** Records the caller's one response; the notification is not shown to them again. */
  async respond(caller: Caller, body: NotificationResponseBody): Promise<{ ok: true }> {
    const row = await this.deps.repo.lastFor(
      await this.audienceOf(caller),
      this.now().toISOString(),
      body.id,
    );
    if (!row) {
      const exists = await this.deps.repo.find(body.id);
      if (exists)
        throw conflict('already_answered', 'This notification was answered already or is no longer shown.');
      throw notFound('There is no such notification.');
    }
    const rules = { showInput: row.showInput === 1, blocking: row.blocking === 1, actions: actionsOf(row) };
    const problem = responseProblem(rules, body.response, body.text);
    if (problem) throw fieldError(problem.field, problem.message);
    const text = rules.showInput && body.response !== CLOSE_RESPONSE ? body.text?.trim() || null : null;
    const stored = await this.deps.repo.insertResponse({
      notificationId: row.id,
      userId: caller.userId,
      response: body.response,
      text,
      createdAt: this.now().toISOString(),
    });
    if (!stored) throw conflict('already_answered', 'This notification was answered already.');
    return { ok: true };
  }

  async list(limit: number, before?: string): Promise<AdminNotificationsReply> {
    const rows = await this.deps.repo.list(limit + 1, decodeCursor(before));
    const page = pageOf(rows, limit, (r) => ({ at: r.createdAt, id: r.id }));
    return { data: page.rows.map((r) => presentAdminNotification(r, Number(r.responses))), next: page.next };
  }

  async create(admin: Caller, input: NotificationInputParsed): Promise<AdminNotification> {
    const at = this.now().toISOString();
    const id = newId();
    await this.deps.repo.insert({
      id,
      ...(await this.fieldsOf(input, at)),
      publishedAt: null,
      createdByUserId: admin.userId,
      createdAt: at,
      updatedAt: at,
    });
    return this.publishOrSchedule(id);
  }

  async update(id: string, input: NotificationInputParsed): Promise<AdminNotification> {
    const before = await this.require(id);
    const at = this.now().toISOString();
    const fields = await this.fieldsOf(input, input.publishAt ? at : before.publishAt);
    // Changed while shown: the live event goes again, so open pages show the new words.
    await this.deps.repo.update(id, { ...fields, publishedAt: null, updatedAt: at });
    return this.publishOrSchedule(id);
  }

  async delete(id: string): Promise<{ ok: true }> {
    if (!(await this.deps.repo.delete(id))) throw notFound('There is no such notification.');
    return { ok: true };
  }

  async responses(id: string, limit: number, before?: string): Promise<NotificationResponsesReply> {
    await this.require(id);
    const rows = await this.deps.repo.responses(id, limit + 1, decodeCursor(before));
    const page = pageOf(rows, limit, (r) => ({ at: r.createdAt, id: r.userId }));
    return {
      counts: await this.deps.repo.responseCounts(id),
      data: page.rows.map((r) => ({
        response: r.response,
        text: r.text,
        email: r.isGuest ? null : r.email,
        createdOn: r.createdAt,
      })),
      next: page.next,
    };
  }

  /** The publish job: sends the live event once the time has come (a moved time has a job of its own). */
  async publishDue(id: string): Promise<void> {
    const row = await this.deps.repo.find(id);
    if (!row || row.publishedAt || Date.parse(row.publishAt) > this.now().getTime()) return;
    await this.announce(row);
  }

  private async publishOrSchedule(id: string): Promise<AdminNotification> {
    const row = await this.require(id);
    if (Date.parse(row.publishAt) <= this.now().getTime()) await this.announce(row);
    else await this.deps.schedule(row.id, row.publishAt);
    return presentAdminNotification(
      row,
      (await this.deps.repo.responseCounts(id)).reduce((n, c) => n + c.count, 0),
    );
  }

  /**
   * Tells the targeted people's open pages. Everyone and a tier get a nudge on every signed-in socket (the
   * page asks /notifications/last, which applies the tier): no list of a tier's users is read to send it.
   */
  private async announce(row: NotificationRow): Promise<void> {
    if (!(await this.deps.repo.markPublished(row.id, row.publishAt, this.now().toISOString()))) return;
    const event = { id: row.id };
    if (row.targetType === 'user' && row.targetUserId)
      this.deps.realtime.toUser(row.targetUserId, ServerEvents.notification, event);
    else this.deps.realtime.toSignedIn(ServerEvents.notification, event);
  }

  private async require(id: string): Promise<NotificationRow> {
    const row = await this.deps.repo.find(id);
    if (!row) throw notFound('There is no such notification.');
    return row;
  }

  private async audienceOf(caller: Caller): Promise<{ userId: string; tier: string }> {
    const user = await this.deps.users.get(caller.userId);
    return { userId: caller.userId, tier: toTier(user?.subscription) };
  }

  /** The stored columns of what an admin wrote, after the rules that span fields. */
  private async fieldsOf(input: NotificationInputParsed, defaultPublishAt: string) {
    const publishAt = new Date(input.publishAt ?? defaultPublishAt).toISOString();
    const expiresAt = input.expiresAt ? new Date(input.expiresAt).toISOString() : null;
    const problems = notificationProblems({ ...input, publishAt, expiresAt });
    if (problems.length > 0) throw new HttpError(400, 'validation_failed', problems[0]!.message, problems);
    const target = await this.targetOf(input.target);
    return {
      title: input.title,
      header: input.header,
      content: cleanContent(input.content),
      showInput: input.showInput ? 1 : 0,
      actions: JSON.stringify(input.actions),
      blocking: input.blocking ? 1 : 0,
      timeoutForEnableClose: input.timeoutForEnableClose,
      ...target,
      publishAt,
      expiresAt,
    };
  }

  private async targetOf(target: NotificationInputParsed['target']) {
    if (target.type === 'everyone')
      return { targetType: 'everyone', targetTier: null, targetUserId: null, targetEmail: null };
    if (target.type === 'tier')
      return { targetType: 'tier', targetTier: toTier(target.tier), targetUserId: null, targetEmail: null };
    const email = target.email.trim().toLowerCase();
    const user = await this.deps.users.findByEmail(email);
    if (!user || user.isGuest) throw fieldError('target.email', 'No account has this email address.');
    return { targetType: 'user', targetTier: null, targetUserId: user.id, targetEmail: email };
  }
}

/**
 * Content is shown as text with a little markdown (the web renders it to elements, never to HTML): here
 * only characters no text needs are dropped (control characters but tab and new line, and HTML's angle
 * brackets of tags), so nothing stored can become markup anywhere.
 */
export function cleanContent(content: string): string {
  return (
    content
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      .trim()
  );
}
