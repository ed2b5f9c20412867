import type { Caller } from '../../platform/http/auth-guard';
import { notFound, unauthorized } from '../../platform/http/errors';
import type { AssetRow } from './assets.repository';

/**
 * Who may do what with assets: a library is its owner's alone (spec: "Asset library deletion and tagging are
 * for the owner"); nobody else, admins included, sees, tags or deletes it. Someone else's asset answers like a
 * missing one (404), so ids reveal nothing.
 */
export function ownedAsset(caller: Caller, row: AssetRow | undefined, id: string): AssetRow {
  if (!row || row.userId !== caller.userId) throw notFound(`There is no asset ${id}.`);
  return row;
}

/** A socket's person must be signed in (an account or a guest) to keep a library. */
export function assertLibraryUser(caller: Caller | null): asserts caller is Caller {
  if (!caller) throw unauthorized('Sign in to keep an asset library.');
}
