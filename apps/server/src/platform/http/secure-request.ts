import type { FastifyRequest } from 'fastify';

/**
 * Whether cookies set in reply to this request must be Secure: the request came over https (req.protocol
 * believes X-Forwarded-Proto only from a trusted proxy, see TRUST_PROXY) or PUBLIC_URL is https.
 */
export function isSecureRequest(req: FastifyRequest, config: { cookieSecure: boolean }): boolean {
  return config.cookieSecure || req.protocol === 'https';
}
