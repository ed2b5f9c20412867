/** Account: what the account page shows of the signed-in account beyond the session (the credits history). */
export { accountRoutes, type AccountRouteDeps } from './account.routes';
