import type { LegalReply } from '@muse/contracts';
import { describe, expect, it } from 'vitest';
import { MINIMUM_AGE, PRIVACY_PATH, UNSET, privacyOf, termsOf, type LegalDocument } from './legal-texts';

const bare: LegalReply = {
  operator: null,
  contact: null,
  jurisdiction: null,
  hostedAi: false,
  cardPayments: false,
  email: false,
  webFonts: false,
};
const set: LegalReply = {
  operator: 'Harbour Studio Ltd',
  contact: 'privacy@harbour.example',
  jurisdiction: 'the laws of England and Wales',
  hostedAi: true,
  cardPayments: true,
  email: true,
  webFonts: true,
};

const textOf = (doc: LegalDocument) =>
  doc.sections.flatMap((s) => [s.heading, ...s.paragraphs.map((p) => p.text)]).join('\n');

describe('the Terms and Conditions', () => {
  it("say what the spec's terms say: age, guidelines, AI content and copyright, refunds", () => {
    const terms = termsOf(bare);
    const text = textOf(terms);
    expect(terms.revised).toBe('June 13, 2025');
    expect(MINIMUM_AGE).toBe(18);
    expect(text).toContain('at least 18 years old');
    expect(terms.sections.map((s) => s.heading)).toEqual(
      expect.arrayContaining(['Content Creation Guidelines', 'AI-generated content and copyright']),
    );
    for (const forbidden of ['copyright', 'extremism', 'children', 'harasses', 'prostitution or escort'])
      expect(text).toContain(forbidden);
    expect(text).toMatch(/cancel at any time and keep access until the end of the period/);
    expect(text).toContain('unused time is not refunded');
    expect(text).toContain('Gift cards cannot be refunded');
    expect(text).toMatch(/free to use and royalty-free/);
  });

  it('link to the privacy policy at /privacy-policy/', () => {
    const links = termsOf(bare).sections.flatMap((s) =>
      s.paragraphs.flatMap((p) => (p.link ? [p.link] : [])),
    );
    expect(links).toEqual([{ label: 'Privacy Policy', to: PRIVACY_PATH }]);
    expect(PRIVACY_PATH).toBe('/privacy-policy/');
  });

  it('name the operator, contact and law this server is set up with, or say plainly who they are', () => {
    const text = textOf(termsOf(set));
    expect(text).toContain('run by Harbour Studio Ltd');
    expect(text).toContain('governed by the laws of England and Wales');
    expect(text).toContain('privacy@harbour.example');
    expect(textOf(termsOf(bare))).toContain(UNSET.operator);
  });
});

describe('the Privacy Policy', () => {
  it("say what the spec's policy says: under-13s, CCPA and GDPR within a month, a fee, cookies and logs", () => {
    const privacy = privacyOf(bare);
    const text = textOf(privacy);
    expect(privacy.revised).toBe('July 1, 2025');
    expect(text).toContain('children under 13');
    expect(text).toContain('GDPR and CCPA');
    expect(text).toContain('within one month');
    expect(text).toContain('A small fee may be charged for copies of personal data');
    expect(text).toContain('Cookies');
    expect(text).toContain('Log data');
  });

  it('name only the outside services this server sends data to', () => {
    expect(textOf(privacyOf(bare))).toContain('not set up to send your data to any outside service');
    const text = textOf(privacyOf(set));
    expect(text).toContain('hosted AI service');
    expect(text).toContain('Stripe');
    expect(text).toContain('email provider');
    const onlyMail = textOf(privacyOf({ ...bare, email: true }));
    expect(onlyMail).toContain('email provider');
    expect(onlyMail).not.toContain('Stripe');
    expect(onlyMail).not.toContain('Google Fonts');
    expect(text).toContain('Google Fonts, from which your browser loads the fonts');
  });
});
