import { describe, expect, it } from 'vitest';
import { startHarness } from '../../testing/harness';

describe('GET /api/legal', () => {
  it("gives the operator's details and the outside services this server is set up with", async () => {
    const h = await startHarness({
      LEGAL_OPERATOR: 'Harbour Studio Ltd',
      LEGAL_CONTACT: 'privacy@harbour.example',
      LEGAL_JURISDICTION: 'the laws of England and Wales',
      OPENAI_API_KEY: 'sk-test',
      GOOGLE_FONTS_API_KEY: 'fonts-key',
    });
    try {
      const res = await h.app.inject('/api/legal');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        operator: 'Harbour Studio Ltd',
        contact: 'privacy@harbour.example',
        jurisdiction: 'the laws of England and Wales',
        hostedAi: true,
        cardPayments: false,
        email: false,
        webFonts: true,
      });
    } finally {
      await h.close();
    }
  });

  it('says what is not set as null, and names no outside service on a fresh server', async () => {
    const h = await startHarness({});
    try {
      expect((await h.app.inject('/api/legal')).json()).toEqual({
        operator: null,
        contact: null,
        jurisdiction: null,
        hostedAi: false,
        cardPayments: false,
        email: false,
        webFonts: false,
      });
    } finally {
      await h.close();
    }
  });
});
