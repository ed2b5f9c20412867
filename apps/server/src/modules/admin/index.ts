/** Admin: user search, credit grants, subscription changes, bans, and the audit log of every admin action. */
export { AdminService } from './admin.service';
export { adminRoutes } from './admin.routes';
export { adminErasure } from './admin.erasure';
