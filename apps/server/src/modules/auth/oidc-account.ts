import type { OidcProvider } from '@muse/contracts';
import { isUniqueViolation } from '../../shared/db-errors';
import type { UserRow, UsersService } from '../users';
import type { OidcIdentity } from './oidc';

/** What signing in by a provider identity needs of the users module. */
export type IdentityUsers = Pick<
  UsersService,
  'findIdentity' | 'findOrCreateByEmail' | 'linkIdentity' | 'require'
>;

/**
 * The account a provider identity signs in to: the one it was linked to before; else the account of its
 * verified email, created on first sign-in, with the identity linked to it from now on. Null when the
 * identity is new and the provider did not vouch for an email: matching by an unverified email would hand
 * someone else's account to whoever typed that address at their provider.
 */
export async function accountForIdentity(
  users: IdentityUsers,
  provider: OidcProvider,
  identity: OidcIdentity,
): Promise<UserRow | null> {
  const linked = await users.findIdentity(provider, identity.subject);
  if (linked) return users.require(linked.userId);
  if (!identity.verifiedEmail) return null;
  const user = await users.findOrCreateByEmail(identity.verifiedEmail);
  try {
    await users.linkIdentity(provider, identity.subject, user.id);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // A concurrent first sign-in of the same identity linked it first: use its account.
    const winner = await users.findIdentity(provider, identity.subject);
    if (!winner) throw err;
    return users.require(winner.userId);
  }
  return user;
}
