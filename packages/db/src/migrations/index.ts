import type { Migration } from 'kysely';
import * as foundation from './202611220000_foundation';
import * as items from './202611220100_items';

/** Every migration, by name (YYYYMMDDHHmm_name). Listed here so bundlers and tsx need no file scanning. */
export const migrations: Record<string, Migration> = {
  '202611220000_foundation': foundation,
  '202611220100_items': items,
};
