import { randomUUID } from 'node:crypto';

/**
 * A signed-out browser's identity: the `muse_visitor` cookie (a random uuid), so a visitor is the same
 * person to the offices' chat, polls, transcripts, feedback and realtime sockets. Its id is
 * `visitor-<uuid>`. HTTP routes (through shared/visitor-identity) and the socket handshake both read and
 * make it here, so its name, form and attributes cannot drift apart.
 */
export const VISITOR_COOKIE = 'muse_visitor';
export const VISITOR_ID_PREFIX = 'visitor-';
const VISITOR_UUID = /^[0-9a-f-]{36}$/;
const YEAR_SECONDS = 365 * 24 * 3600;

/** The uuid of a well-formed visitor cookie in a Cookie header. */
export function visitorIdOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VISITOR_COOKIE && value && VISITOR_UUID.test(value)) return value;
  }
  return undefined;
}

/** The attributes of a new visitor cookie, in the form `reply.setCookie` takes them. */
export interface VisitorCookieOptions {
  path: '/';
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  maxAge: number;
}

/** A new visitor's cookie: its uuid, and the cookie as `reply.setCookie` takes it and as a header line. */
export interface NewVisitorCookie {
  id: string;
  name: typeof VISITOR_COOKIE;
  options: VisitorCookieOptions;
  /** the Set-Cookie header value, for answers fastify does not send (the socket.io handshake) */
  header: string;
}

/**
 * A cookie for a browser that has none: a year long, HttpOnly, SameSite=Lax, for the whole site; `secure`
 * when the request came over https or PUBLIC_URL is https (the caller knows which).
 */
export function newVisitorCookie(secure: boolean): NewVisitorCookie {
  const id = randomUUID();
  const options: VisitorCookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: YEAR_SECONDS,
  };
  // The header is written from the same options (the id is a uuid: nothing to encode).
  const header = `${VISITOR_COOKIE}=${id}; Path=${options.path}; Max-Age=${options.maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return { id, name: VISITOR_COOKIE, options, header };
}
