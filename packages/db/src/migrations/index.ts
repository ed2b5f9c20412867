import type { Migration } from 'kysely';
import * as foundation from './202611220000_foundation';
import * as items from './202611220100_items';
import * as categoryRequestsOpen from './202611220300_category_requests_open';

/** Every migration, by name (YYYYMMDDHHmm_name). Listed here so bundlers and tsx need no file scanning. */
export const migrations: Record<string, Migration> = {
  '202611220000_foundation': foundation,
  '202611220100_items': items,
  '202611220300_category_requests_open': categoryRequestsOpen,
};
