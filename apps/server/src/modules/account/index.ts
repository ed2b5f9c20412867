/**
 * Account: what the account page shows of the signed-in account beyond the session (the credits history),
 * and deleting the account (every module erases its part through UsersService.erase).
 */
export { accountRoutes, type AccountRouteDeps } from './account.routes';
