import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database, Kysely } from '@muse/db';
import type { MailOnce } from '../../platform/mail';
import type { Logger } from '../../platform/logging/logger';
import type { TrackRow } from './music.repository';

export interface MusicReadyMailDeps {
  db: Kysely<Database>;
  mail: Pick<MailOnce, 'send'>;
  /** whether the user has a page of the app open (a socket), in any process */
  isOnline(userId: string): Promise<boolean>;
  publicUrl: string;
  secret: string;
  logger: Logger;
}

/**
 * "Your music is ready": the spec's promise ("We'll send you an email when it's done") to someone who left
 * the page. A finished track is mailed about once (keyed by the track), only when its owner has no page of
 * the app open and has not turned these mails off. Each mail carries a signed link that turns them off
 * without signing in; the account page turns them back on.
 */
export class MusicReadyMail {
  private readonly key: Buffer;

  constructor(private readonly deps: MusicReadyMailDeps) {
    this.key = createHmac('sha256', deps.secret).update('muse-music-mail-off').digest();
  }

  /** After a track finished (the render job); never throws: a mail is not worth failing a render for. */
  async trackFinished(track: Pick<TrackRow, 'id' | 'userId' | 'name' | 'filename'>): Promise<void> {
    try {
      const user = await this.deps.db
        .selectFrom('users')
        .select(['email', 'isGuest', 'musicMailOff'])
        .where('id', '=', track.userId)
        .executeTakeFirst();
      if (!user?.email || user.isGuest || user.musicMailOff) return;
      if (await this.deps.isOnline(track.userId)) return;
      const name = track.name.trim() || 'Your song';
      const { publicUrl } = this.deps;
      await this.deps.mail.send(`music-ready:${track.id}`, {
        to: user.email,
        subject: `Your music is ready: ${name}`.slice(0, 300),
        text: [
          `"${name}" is ready to play.`,
          '',
          `Listen to it: ${publicUrl}/music/${encodeURIComponent(track.filename)}`,
          '',
          'You get this mail because your music finished after you left the page.',
          `Stop these mails: ${this.unsubscribeUrl(track.userId)}`,
        ].join('\n'),
      });
    } catch (err) {
      this.deps.logger.error({ err, trackId: track.id }, '"music is ready" mail not sent');
    }
  }

  unsubscribeUrl(userId: string): string {
    return `${this.deps.publicUrl}/api/music/mail/unsubscribe?token=${this.token(userId)}`;
  }

  /** The signed link's token: the user and an HMAC of it, so it works without a session and never expires. */
  token(userId: string): string {
    return `${Buffer.from(userId).toString('base64url')}.${this.sign(userId)}`;
  }

  /** Turns the mails off for the token's user; false for a token that is not ours. */
  async unsubscribe(token: string): Promise<boolean> {
    const [encoded, sig, extra] = token.split('.');
    if (!encoded || !sig || extra !== undefined) return false;
    const userId = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = Buffer.from(this.sign(userId));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    await this.setOn(userId, false);
    return true;
  }

  async isOn(userId: string): Promise<boolean> {
    const user = await this.deps.db
      .selectFrom('users')
      .select('musicMailOff')
      .where('id', '=', userId)
      .executeTakeFirst();
    return !user?.musicMailOff;
  }

  async setOn(userId: string, on: boolean): Promise<void> {
    await this.deps.db
      .updateTable('users')
      .set({ musicMailOff: on ? 0 : 1 })
      .where('id', '=', userId)
      .execute();
  }

  private sign(userId: string): string {
    return createHmac('sha256', this.key).update(userId).digest('base64url');
  }
}
