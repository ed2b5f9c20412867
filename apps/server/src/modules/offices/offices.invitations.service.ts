import { createHash, randomBytes } from 'node:crypto';
import type { InvitationByToken, MyInvitation } from '@muse/contracts';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, fieldError, notFound } from '../../platform/http/errors';
import { newId } from '../../shared/ids';
import type {
  InvitationRow,
  InvitationWithOffice,
  InvitationsRepository,
} from './offices.invitations.repository';
import { assertCanManageMembers } from './offices.policy';
import type { LoadedOffice } from './offices.service';

/** How long an invitation stays open (chosen). */
export const INVITATION_TTL_DAYS = 14;
/** Inviting the same email again re-sends the mail at most this often (chosen). */
export const INVITATION_RESEND_MS = 5 * 60 * 1000;

/** How invitations leave: a mail through the job queue, with a link under the server's public address. */
export interface InvitationMail {
  publicUrl: string;
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** What the invitations need of the offices service (it owns the offices and their members). */
export interface InvitationOffices {
  load(officeId: string): Promise<LoadedOffice>;
  /** whether the office's owner or one of its members signs in with this email */
  hasPersonWithEmail(office: LoadedOffice, email: string): Promise<boolean>;
}

type Status = InvitationByToken['status'];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function statusOf(row: InvitationRow, now: string): Status {
  if (row.acceptedAt) return 'accepted';
  if (row.declinedAt) return 'declined';
  return row.expiresAt > now ? 'pending' : 'expired';
}

const presentMine = (row: InvitationWithOffice): MyInvitation => ({
  id: row.id,
  officeId: row.officeId,
  officeName: row.officeName,
  email: row.email,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
});

/**
 * Office invitations. Inviting answers the same whether or not the email has an account, so nobody learns who
 * has one, and nobody becomes a member without accepting: in the app (their pending invitations) or through
 * the emailed link, signed in with the invited email. Guests cannot accept.
 */
export class OfficeInvitations {
  constructor(
    private readonly deps: {
      repo: InvitationsRepository;
      offices: InvitationOffices;
      mail: InvitationMail;
    },
  ) {}

  /** Invites an email (already lower case). The reply never says whether it has an account. */
  async invite(officeId: string, caller: Caller, email: string): Promise<{ invited: string }> {
    const office = await this.deps.offices.load(officeId);
    assertCanManageMembers(office.access, caller);
    if (caller.email?.toLowerCase() === email) throw fieldError('email', 'You are already in this office.');
    const reply = { invited: email };
    // The owner and the members are in already: nothing to send, and the same answer.
    if (await this.deps.offices.hasPersonWithEmail(office, email)) return reply;

    const now = new Date();
    const nowIso = now.toISOString();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000).toISOString();
    const token = randomBytes(32).toString('base64url');
    const fresh: InvitationRow = {
      id: newId(),
      officeId,
      email,
      invitedBy: caller.userId,
      tokenHash: hashToken(token),
      createdAt: nowIso,
      sentAt: nowIso,
      expiresAt,
      acceptedAt: null,
      declinedAt: null,
    };
    if (await this.deps.repo.insertOnce(fresh)) {
      await this.sendMail(office.row.name, email, token);
      return reply;
    }

    // One row per office and email: a repeat re-sends (not too often) and re-opens a closed invitation.
    const seen = await this.deps.repo.findByOfficeAndEmail(officeId, email);
    if (!seen) return reply;
    const pending = statusOf(seen, nowIso) === 'pending';
    const resend = Date.parse(seen.sentAt) <= now.getTime() - INVITATION_RESEND_MS;
    if (pending && !resend) return reply;
    const change = {
      // a new token only with a new mail: the one sent last keeps working until then
      ...(resend ? { tokenHash: fresh.tokenHash, sentAt: nowIso } : {}),
      ...(pending ? {} : { createdAt: nowIso, invitedBy: caller.userId, acceptedAt: null, declinedAt: null }),
      expiresAt,
    };
    if ((await this.deps.repo.updateIfUnchanged(seen, change)) && resend) {
      await this.sendMail(office.row.name, email, token);
    }
    return reply;
  }

  /** An office's open invitations, for its owner and admins. */
  async pendingOf(officeId: string) {
    const rows = await this.deps.repo.pendingForOffice(officeId, new Date().toISOString());
    return rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.createdAt, expiresAt: r.expiresAt }));
  }

  /** Withdraws an invitation not yet accepted (owners and admins). */
  async cancel(office: LoadedOffice, caller: Caller, invitationId: string): Promise<void> {
    assertCanManageMembers(office.access, caller);
    if (!(await this.deps.repo.cancel(office.row.id, invitationId))) {
      throw notFound('There is no open invitation with that id in this office.');
    }
  }

  /** The signed-in account's open invitations (those to its email). */
  async mine(caller: Caller): Promise<MyInvitation[]> {
    const email = caller.email?.toLowerCase();
    if (!email) return [];
    return (await this.deps.repo.pendingForEmail(email, new Date().toISOString())).map(presentMine);
  }

  /** The emailed link's invitation, for its page: who it is for, where to, and whether it is still open. */
  async byToken(token: string): Promise<InvitationByToken> {
    const row = await this.deps.repo.findWithOffice({ tokenHash: hashToken(token) });
    if (!row) {
      throw notFound('This invitation link is not valid. A newer invitation may have replaced it.');
    }
    return { ...presentMine(row), status: statusOf(row, new Date().toISOString()) };
  }

  /** Accepting makes the invitee a member; only the account with the invited email may. */
  async accept(caller: Caller, invitationId: string): Promise<{ officeId: string }> {
    const row = await this.ownInvitation(caller, invitationId);
    const status = statusOf(row, new Date().toISOString());
    if (status === 'accepted') return { officeId: row.officeId };
    if (status !== 'pending') throw closed(status);
    const office = await this.deps.offices.load(row.officeId);
    const addAsMember = office.row.userId !== caller.userId;
    if (!(await this.deps.repo.accept(row.id, caller.userId, addAsMember, new Date().toISOString()))) {
      throw closed('expired');
    }
    return { officeId: row.officeId };
  }

  async decline(caller: Caller, invitationId: string): Promise<{ officeId: string }> {
    const row = await this.ownInvitation(caller, invitationId);
    const status = statusOf(row, new Date().toISOString());
    if (status === 'declined') return { officeId: row.officeId };
    if (status !== 'pending') throw closed(status);
    if (!(await this.deps.repo.decline(row.id, new Date().toISOString()))) throw closed('expired');
    return { officeId: row.officeId };
  }

  /** Someone else's invitation is "not found", so ids reveal nothing. */
  private async ownInvitation(caller: Caller, invitationId: string): Promise<InvitationWithOffice> {
    const row = await this.deps.repo.findWithOffice({ id: invitationId });
    const email = caller.email?.toLowerCase();
    if (!row || !email || row.email !== email) {
      throw notFound('There is no invitation with that id for your account.');
    }
    return row;
  }

  private async sendMail(officeName: string, email: string, token: string): Promise<void> {
    const link = `${this.deps.mail.publicUrl.replace(/\/+$/, '')}/app?invitation=${token}`;
    await this.deps.mail.send({
      to: email,
      subject: `You're invited to the assistant "${officeName}" on Muse`,
      text: [
        `You have been invited to join the assistant "${officeName}" on Muse as a member. Members train the assistant: they add topics and questions.`,
        '',
        `To accept, open ${link} and sign in with this email address (${email}).`,
        '',
        `The invitation works for ${INVITATION_TTL_DAYS} days. If you don't want to join, decline it there or ignore this email.`,
      ].join('\n'),
    });
  }
}

function closed(status: Exclude<Status, 'pending'>): HttpError {
  return status === 'declined'
    ? new HttpError(
        409,
        'invitation_declined',
        'You declined this invitation. Ask the owner to invite you again.',
      )
    : status === 'accepted'
      ? new HttpError(409, 'invitation_accepted', 'You accepted this invitation already.')
      : new HttpError(
          409,
          'invitation_expired',
          'This invitation has expired. Ask the owner to invite you again.',
        );
}
