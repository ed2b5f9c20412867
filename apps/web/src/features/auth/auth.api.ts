import { AuthProvidersReply, EmailStartReply, OkReply, SessionReply } from '@muse/contracts';
import { api } from '../../app/api-client';

/** The auth endpoints of the Muse server. */
export const authApi = {
  session: (signal?: AbortSignal) => api.get('/api/session', { schema: SessionReply, signal }),
  providers: (signal?: AbortSignal) => api.get('/api/auth/providers', { schema: AuthProvidersReply, signal }),
  startEmail: (email: string) =>
    api.post('/api/auth/email/start', { schema: EmailStartReply, body: { email } }),
  verifyEmail: (email: string, code: string) =>
    api.post('/api/auth/email/verify', { schema: SessionReply, body: { email, code } }),
  guest: () => api.post('/api/auth/guest', { schema: SessionReply }),
  logout: () => api.post('/api/auth/logout', { schema: OkReply }),
};

/** Where the browser goes to sign in with Google or Microsoft (the server redirects to the provider). */
export const oauthStartUrl = (provider: 'google' | 'microsoft') => `/api/auth/${provider}/start`;
