import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/api/media/private/a.png?expires=99&sig=abc123', '/api/media/private/a.png?expires=99&sig=[redacted]'],
    ['/api/dev/outbox?to=a%40b.c&token=t0k', '/api/dev/outbox?to=a%40b.c&token=[redacted]'],
    [
      '/api/auth/oidc/callback?code=c&state=s&iss=x',
      '/api/auth/oidc/callback?code=[redacted]&state=[redacted]&iss=x',
    ],
    ['/x?SIG=a&Token=b', '/x?SIG=[redacted]&Token=[redacted]'],
    ['/x?si%67=a&%74oken=b', '/x?si%67=[redacted]&%74oken=[redacted]'],
    ['/x?sig=a&sig=b', '/x?sig=[redacted]&sig=[redacted]'],
    ['/x?sig', '/x?sig=[redacted]'],
    ['/x?sig=a#frag', '/x?sig=[redacted]#frag'],
    ['/x?signal=1&tokens=2&%zz=3', '/x?signal=1&tokens=2&%zz=3'],
    ['/x', '/x'],
    ['/x?', '/x?'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
