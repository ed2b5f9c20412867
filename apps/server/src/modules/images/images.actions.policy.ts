import type { Caller } from '../../platform/http/auth-guard';
import { notFound } from '../../platform/http/errors';
import type { ItemRow } from './images.repository';

/** Who may act on an item: its owner and admins manage it; others only see finished public items. */
export function managesItem(caller: Caller | null, item: ItemRow): boolean {
  return !!caller && (caller.userId === item.userId || caller.isAdmin);
}

/**
 * The item if `caller` may see it, else a 404 (never a 403, so private items do not reveal that they
 * exist): public finished items for everyone, any item for its owner and admins.
 */
export function visibleItem(caller: Caller | null, item: ItemRow | undefined): ItemRow {
  if (!item) throw notFound('No such image.');
  if (managesItem(caller, item)) return item;
  if (item.private || !item.finishedOn) throw notFound('No such image.');
  return item;
}

/** The item if `caller` owns it or is an admin, else a 404 (the same answer as a missing item). */
export function managedItem(caller: Caller, item: ItemRow | undefined): ItemRow {
  if (!item || !managesItem(caller, item)) throw notFound('No such image.');
  return item;
}

/** `file` as the spec's clients send it: a filename, with or without `.png`. */
export function filenameOf(file: string): string {
  return file.replace(/\.png$/i, '');
}
