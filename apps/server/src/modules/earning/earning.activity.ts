import type { FastifyInstance } from 'fastify';
import type { Logger } from '../../platform/logging/logger';
import { REFERRAL_COOKIE, type Referrals } from './earning.referrals';
import type { Streaks } from './earning.streaks';
import { isSecureRequest } from '../../platform/http/secure-request';

/**
 * Runs after the session is resolved, on every API request of a signed-in user: records the day as active
 * (streaks) and turns a referral landing cookie into a referral once the browser holds an account. Neither
 * may fail the request: errors are logged and the request goes on.
 */
export function registerActivityHook(
  app: FastifyInstance,
  deps: { streaks: Streaks; referrals: Referrals; logger: Logger; cookieSecure: boolean },
): void {
  app.addHook('onRequest', async (req, reply) => {
    const user = req.callerUser;
    if (!user || !req.url.startsWith('/api/')) return;
    try {
      await deps.streaks.touch(user);
      const landing = req.cookies[REFERRAL_COOKIE];
      if (landing && (await deps.referrals.convert(user, landing))) {
        void reply.clearCookie(REFERRAL_COOKIE, {
          httpOnly: true,
          sameSite: 'lax',
          secure: isSecureRequest(req, deps),
          path: '/',
        });
      }
    } catch (err) {
      deps.logger.warn({ err, userId: user.id }, 'recording activity or a referral failed');
    }
  });
}
