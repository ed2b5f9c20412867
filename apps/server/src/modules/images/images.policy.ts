import type { ImageAccess } from '@muse/contracts';
import {
  CHARACTERS_ULTIMATE_ONLY,
  IMAGE_INPUT_ULTIMATE_ONLY,
  canSwitchPrivacy,
  canUseCharacters,
  canUseImageInput,
} from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, forbidden, notFound } from '../../platform/http/errors';
import type { ItemRow } from './images.repository';

/**
 * Who may do what with an image item; every images service asks here. Its owner and admins manage an item
 * (delete, cancel, restart, regenerate, switch privacy, private links); anyone, signed in or not, may see,
 * like and report a finished public one; a banned owner's items are public to nobody but admins. An item a caller may not see answers 404, never 403, so a private item does not
 * reveal that it exists. Replies carry the outcome as `access` (itemAccess), so clients need not work it out.
 */

export const NO_SUCH_IMAGE = 'No such image.';

/** Whether `caller` made the item. */
export function ownsItem(caller: Caller | null, item: ItemRow): boolean {
  return !!caller && caller.userId === item.userId;
}

/** Seen by everyone: finished, not private, and its owner not banned. */
export function isPublicItem(item: ItemRow): boolean {
  return !item.private && !!item.finishedOn && !item.ownerBanned;
}

/** Who may act on an item: its owner and admins manage it; others only see finished public items. */
export function managesItem(caller: Caller | null, item: ItemRow): boolean {
  return ownsItem(caller, item) || !!caller?.isAdmin;
}

/**
 * The item if `caller` may see it, else a 404 (never a 403, so private items do not reveal that they
 * exist): public finished items for everyone, any item for its owner and admins.
 */
export function visibleItem(caller: Caller | null, item: ItemRow | undefined): ItemRow {
  if (!item) throw notFound(NO_SUCH_IMAGE);
  if (managesItem(caller, item)) return item;
  if (!isPublicItem(item)) throw notFound(NO_SUCH_IMAGE);
  return item;
}

/** The item if `caller` owns it or is an admin, else a 404 (the same answer as a missing item). */
export function managedItem(caller: Caller, item: ItemRow | undefined): ItemRow {
  if (!item || !managesItem(caller, item)) throw notFound(NO_SUCH_IMAGE);
  return item;
}

/**
 * The item whose privacy `caller` asks to switch: its owner's or an admin's. Someone else's private item is
 * a 404 like a missing one; someone else's public item, which they can see, a 403.
 */
export function privacyItem(caller: Caller, item: ItemRow | undefined): ItemRow {
  if (!item || (item.private && !managesItem(caller, item))) throw notFound(NO_SUCH_IMAGE);
  if (!managesItem(caller, item)) throw forbidden('Only the owner or an admin can change its privacy.');
  return item;
}

/**
 * Whether `caller`, on plan `tier`, may switch an item it manages to private (`toPrivate`) or back: admins
 * always, owners on Premium and Ultimate (the domain's privacy rule).
 */
export function maySwitchPrivacy(caller: Caller, item: ItemRow, tier: unknown, toPrivate: boolean): boolean {
  return canSwitchPrivacy({ isOwner: ownsItem(caller, item), isAdmin: caller.isAdmin, tier, toPrivate });
}

/** What `caller` may do with an item it can see, as replies carry it. */
export function itemAccess(caller: Caller | null, item: ItemRow): ImageAccess {
  const manages = managesItem(caller, item);
  return { canManage: manages, canSwitchPrivacy: manages, canReport: !ownsItem(caller, item) };
}

/** `file` as the spec's clients send it: a filename, with or without `.png` (`.mp4` for a video). */
export function filenameOf(file: string): string {
  return file.replace(/\.(png|mp4)$/i, '');
}

/** A character is its owner's alone: anyone else's (admins too) answers like a missing one (404). */
export function ownedCharacter<T extends { userId: string }>(
  caller: Caller,
  row: T | undefined,
  id: string,
): T {
  if (!row || row.userId !== caller.userId) throw notFound(`There is no character ${id}.`);
  return row;
}

/** The code of the 403 a plan below Ultimate gets for characters and image input (the web offers the upgrade). */
export const ULTIMATE_REQUIRED = 'ultimate_required';

/** Consistent characters are Ultimate's: others get a 403 that says so. */
export function assertCharacters(tier: unknown): void {
  if (!canUseCharacters(tier)) throw new HttpError(403, ULTIMATE_REQUIRED, CHARACTERS_ULTIMATE_ONLY);
}

/** Starting a generation from a picture is Ultimate's: others get a 403 that says so. */
export function assertImageInput(tier: unknown): void {
  if (!canUseImageInput(tier)) throw new HttpError(403, ULTIMATE_REQUIRED, IMAGE_INPUT_ULTIMATE_ONLY);
}
