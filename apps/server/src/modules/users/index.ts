/** Users: accounts, guests, identities, the session view, and moving a guest's belongings to its account. */
export { UsersService, type MergeHandler } from './users.service';
export type { UserRow } from './users.repository';
