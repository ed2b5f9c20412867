import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './email-address';

describe('normaliseEmail (one referral per person, not per alias)', () => {
  it.each([
    ['Ada@Example.com', 'ada@example.com'],
    ['  ada@example.com ', 'ada@example.com'],
    // Other providers: the local part is kept (plus-tags may be real mailboxes there).
    ['ada+news@example.com', 'ada+news@example.com'],
    ['a.d.a@example.com', 'a.d.a@example.com'],
    // Gmail: dots and +tags are ignored; googlemail.com is the same mailbox.
    ['A.Da+farm1@gmail.com', 'ada@gmail.com'],
    ['ada@googlemail.com', 'ada@gmail.com'],
    ['a.d.a+x+y@GoogleMail.com', 'ada@gmail.com'],
    // Providers that ignore +tags but not dots.
    ['ada.l+1@outlook.com', 'ada.l@outlook.com'],
    ['ada+1@hotmail.com', 'ada@hotmail.com'],
    ['ada+1@live.com', 'ada@live.com'],
    ['ada+1@icloud.com', 'ada@icloud.com'],
    ['ada+1@fastmail.com', 'ada@fastmail.com'],
    ['ada+1@proton.me', 'ada@proton.me'],
    // Yahoo's disposable addresses use '-'.
    ['ada-shopping@yahoo.com', 'ada@yahoo.com'],
    ['ada+1@yahoo.com', 'ada+1@yahoo.com'],
    // Nothing left of the local part: keep it as written rather than invent an address.
    ['+tag@gmail.com', '+tag@gmail.com'],
    ['not-an-email', 'not-an-email'],
  ])('%s → %s', (email, key) => {
    expect(normaliseEmail(email)).toBe(key);
  });
});
