import type { OfficeType } from '@muse/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { accountFor, cookieOf, type Harness } from './harness';

/**
 * The people an office's integration tests need, made the same way for each file: the office's owner, an
 * admin (ADMIN_EMAILS of the harness), a signed-in stranger, a guest and, when asked, an invited member who
 * accepted. A visitor is a request without a cookie. Each file starts its own harness, so nothing is shared.
 */

/** A request by session cookie (none: a signed-out visitor), with a body and from an address if given. */
export type Requester = (
  method: 'GET' | 'POST',
  url: string,
  cookie?: string,
  payload?: unknown,
  remoteAddress?: string,
) => Promise<LightMyRequestResponse>;

/**
 * Requests to the harness `harness()` returns (it is started in beforeAll, after the helpers are made);
 * `address` gives each request without one an address of its own (for routes with a low per-address limit).
 */
export function requester(harness: () => Harness, address?: () => string): Requester {
  return (method, url, cookie, payload, remoteAddress) => {
    const from = remoteAddress ?? address?.();
    return harness().app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
      ...(from ? { remoteAddress: from } : {}),
    });
  };
}

export interface OfficeCast {
  officeId: string;
  /** session cookies */
  owner: string;
  admin: string;
  guest: string;
  /** a signed-in user with no part in the office */
  other: string;
  otherId: string;
}

export interface OfficeCastWithMember extends OfficeCast {
  /** invited by the owner, invitation accepted */
  member: string;
}

interface CastOptions {
  office: { type: OfficeType; name: string };
}

export async function castOffice(
  h: Harness,
  req: Requester,
  opts: CastOptions & { withMember: true },
): Promise<OfficeCastWithMember>;
export async function castOffice(h: Harness, req: Requester, opts: CastOptions): Promise<OfficeCast>;
export async function castOffice(
  h: Harness,
  req: Requester,
  opts: CastOptions & { withMember?: boolean },
): Promise<OfficeCast | OfficeCastWithMember> {
  const owner = (await accountFor(h, 'owner@example.com')).cookie;
  const member = opts.withMember ? (await accountFor(h, 'member@example.com')).cookie : null;
  const other = await accountFor(h, 'other@example.com');
  const admin = (await accountFor(h, 'admin@example.com')).cookie;
  const guest = cookieOf(await req('POST', '/api/auth/guest'));
  const made = await req('POST', '/api/offices/newOffice', owner, opts.office);
  ensure(made);
  const cast: OfficeCast = {
    officeId: made.json<{ _id: string }>()._id,
    owner,
    admin,
    guest,
    other: other.cookie,
    otherId: other.userId,
  };
  if (member === null) return cast;
  ensure(await req('POST', `/api/offices/${cast.officeId}/members`, owner, { email: 'member@example.com' }));
  const invitations = await req('GET', '/api/offices/invitations', member);
  ensure(invitations);
  const invitation = invitations.json<{ data: { id: string }[] }>().data[0];
  if (!invitation) throw new Error('the member has no invitation');
  ensure(await req('POST', `/api/offices/invitations/${invitation.id}/accept`, member));
  return { ...cast, member };
}

/** A setup step that did not answer 200 stops the file's tests, with the reply to say why. */
function ensure(res: LightMyRequestResponse): void {
  if (res.statusCode !== 200) throw new Error(`setup request failed: ${res.statusCode} ${res.body}`);
}
