/** Auth: passwordless email codes, guests, OpenID Connect sign-in, and cookie sessions. */
export { AuthService, hashToken } from './auth.service';
export { authRoutes } from './auth.routes';
export { oidcRoutes } from './oidc.routes';
export { registerSessionResolution } from './session-hook';
export {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  clearSessionCookie,
  sessionCookieName,
  sessionTokenOf,
} from './session-cookie';
export { authErasure } from './auth.erasure';
export { EmailVerificationService } from './email-verification.service';
export { emailVerificationRoutes } from './email-verification.routes';
