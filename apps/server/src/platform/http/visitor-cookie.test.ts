import { describe, expect, it } from 'vitest';
import { VISITOR_COOKIE, newVisitorCookie, visitorIdOf } from './visitor-cookie';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('visitor cookie', () => {
  it('reads the uuid of a well-formed muse_visitor cookie among others', () => {
    expect(visitorIdOf(`a=1; ${VISITOR_COOKIE}=${UUID}; b=2`)).toBe(UUID);
    expect(visitorIdOf(`${VISITOR_COOKIE}=not-a-uuid`)).toBeUndefined();
    expect(visitorIdOf(`x${VISITOR_COOKIE}=${UUID}`)).toBeUndefined();
    expect(visitorIdOf(undefined)).toBeUndefined();
  });

  it('makes a new uuid each time, a year long, HttpOnly, SameSite=Lax, for the whole site', () => {
    const a = newVisitorCookie(false);
    const b = newVisitorCookie(false);
    expect(a.id).not.toBe(b.id);
    expect(visitorIdOf(`${a.name}=${a.id}`)).toBe(a.id);
    expect(a.options).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      maxAge: 31536000,
    });
    expect(a.header.split('; ').sort()).toEqual(
      [`muse_visitor=${a.id}`, 'Path=/', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Lax'].sort(),
    );
  });

  it('is Secure only when asked', () => {
    const secure = newVisitorCookie(true);
    expect(secure.options.secure).toBe(true);
    expect(secure.header.split('; ')).toContain('Secure');
    expect(newVisitorCookie(false).header).not.toContain('Secure');
  });
});
