/**
 * Legal: what the Privacy Policy and the Terms and Conditions say about this server in particular: who runs
 * it (LEGAL_*), and which outside services its configuration sends data to.
 */
import type { LegalReply } from '@muse/contracts';

export { legalRoutes } from './legal.routes';

export interface LegalSettings {
  LEGAL_OPERATOR?: string | undefined;
  LEGAL_CONTACT?: string | undefined;
  LEGAL_JURISDICTION?: string | undefined;
  OPENAI_API_KEY?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  SMTP_URL?: string | undefined;
  GOOGLE_FONTS_API_KEY?: string | undefined;
}

/** The legal texts' facts of this server, from its configuration. */
export function legalFacts(config: LegalSettings): LegalReply {
  return {
    operator: config.LEGAL_OPERATOR ?? null,
    contact: config.LEGAL_CONTACT ?? null,
    jurisdiction: config.LEGAL_JURISDICTION ?? null,
    hostedAi: !!config.OPENAI_API_KEY,
    cardPayments: !!config.STRIPE_SECRET_KEY,
    email: !!config.SMTP_URL,
    webFonts: !!config.GOOGLE_FONTS_API_KEY,
  };
}

/** The LEGAL_* variables a public server should set and has not, for a start-up warning. */
export function missingLegalSettings(config: LegalSettings): string[] {
  return (['LEGAL_OPERATOR', 'LEGAL_CONTACT', 'LEGAL_JURISDICTION'] as const).filter((name) => !config[name]);
}
