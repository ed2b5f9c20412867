/**
 * Users: accounts, guests, identities, the session view, the profile a browser reports (time zone,
 * language, store: POST /offices/updateProfile), moving a guest's belongings to its account, and
 * erasing an account (every module registers its step).
 */
export { UsersService, type BanHandler, type MergeHandler } from './users.service';
export { usersRoutes } from './users.routes';
export { ERASED_ID_PREFIX, type UserRow } from './users.repository';
export type { Erasure, ErasureStep } from './users.erasure';
