import * as z from 'zod/mini';

/**
 * GET /legal: what the Privacy Policy and the Terms fill in about this server: who runs it and how to reach
 * them, whose law governs (null where the operator has not said), and which outside services it sends data
 * to, so the policy names only those.
 */
export const LegalReply = z.object({
  operator: z.nullable(z.string()),
  contact: z.nullable(z.string()),
  jurisdiction: z.nullable(z.string()),
  /** Prompts and texts may go to a hosted AI service (OPENAI_API_KEY is set). */
  hostedAi: z.boolean(),
  /** Card payments go through Stripe. */
  cardPayments: z.boolean(),
  /** Mail goes out through an SMTP server. */
  email: z.boolean(),
  /** The editor's font chooser loads fonts from Google Fonts in the browser (GOOGLE_FONTS_API_KEY is set). */
  webFonts: z.boolean(),
});
export type LegalReply = z.infer<typeof LegalReply>;
