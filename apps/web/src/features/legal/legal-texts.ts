import type { LegalReply } from '@muse/contracts';

/**
 * The Terms and Conditions and the Privacy Policy, written for a self-hosted Muse: the operator's name,
 * contact and jurisdiction come from this server's settings, and the outside services the policy names are
 * only those this server is set up to use.
 */

export interface LegalParagraph {
  text: string;
  /** A link said after the text ("… see our Privacy Policy."). */
  link?: { label: string; to: string };
}

export interface LegalSection {
  heading: string;
  paragraphs: LegalParagraph[];
}

export type LegalKind = 'terms' | 'privacy';

/** What each text is called, on its page, in the credits dialog and in the tab's title. */
export const LEGAL_TITLES: Record<LegalKind, string> = {
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
};

export interface LegalDocument {
  /** The spec's revision dates: privacy 7/1/2025, terms 6/13/2025. */
  revised: string;
  sections: LegalSection[];
}

/** What the texts say where the operator has not set their details. */
export const UNSET = {
  operator: 'the operator of this Muse server',
  contact: 'the contact details the operator of this server gives',
  jurisdiction: 'the laws of the country where the operator of this server is established',
} as const;

export const MINIMUM_AGE = 18;
export const PRIVACY_PATH = '/privacy-policy/';
export const TERMS_PATH = '/terms';

const p = (text: string, link?: LegalParagraph['link']): LegalParagraph => (link ? { text, link } : { text });

function names(info: LegalReply) {
  return {
    operator: info.operator ?? UNSET.operator,
    contact: info.contact ?? UNSET.contact,
    jurisdiction: info.jurisdiction ?? UNSET.jurisdiction,
  };
}

export function termsOf(info: LegalReply): LegalDocument {
  const { operator, contact, jurisdiction } = names(info);
  return {
    revised: 'June 13, 2025',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          p(
            `This Muse server is run by ${operator} ("we", "us"). Muse is free software that anyone may run; ` +
              'these terms are between you and the people who run this server, not the authors of the software.',
          ),
          p(
            'By creating an account, continuing as a guest or using any part of the service, you agree to these ' +
              'terms. If you do not agree, please do not use the service.',
          ),
        ],
      },
      {
        heading: 'Who may use Muse',
        paragraphs: [
          p(
            `You must be at least ${MINIMUM_AGE} years old to use Muse. You are responsible for what happens ` +
              'under your account and for keeping access to your email address safe, since sign-in codes are ' +
              'sent there.',
          ),
        ],
      },
      {
        heading: 'Credits, plans and payments',
        paragraphs: [
          p(
            'Creating images, music and other content costs credits. The price of each creation is shown ' +
              'before you create it. Credits stay usable whatever your plan until they are used up or expire, ' +
              'and credits obtained by mistake, fraud or against these terms may be voided.',
          ),
          p(
            'Plans renew until you cancel them. You can cancel at any time and keep access until the end of ' +
              'the period you paid for; unused time is not refunded.',
          ),
          p('Gift cards cannot be refunded and, unless they say otherwise, do not expire.'),
        ],
      },
      {
        heading: 'Content Creation Guidelines',
        paragraphs: [
          p(
            'You must obey the laws that apply to you and use Muse responsibly. You may not create, upload or ' +
              'share content that:',
          ),
          p("• infringes anyone's copyright, trademark or other intellectual property;"),
          p('• depicts or promotes violence, terrorism or extremism;'),
          p('• exploits or endangers children in any way;'),
          p('• harasses, threatens, bullies or demeans other people;'),
          p('• promotes illegal or dangerous goods or services, including prostitution or escort services.'),
          p(
            'We may block prompts, remove content and suspend or close accounts that break these guidelines. ' +
              'You can report any public creation from its page.',
          ),
        ],
      },
      {
        heading: 'AI-generated content and copyright',
        paragraphs: [
          p(
            'Muse creates images, music and text with AI engines. Content Muse generates for you is free to ' +
              'use and royalty-free. In many countries AI-generated content cannot be protected by copyright, ' +
              'so others may be free to use it too.',
          ),
          p(
            'You keep the rights you have in what you upload or write (prompts, lyrics, photos, documents) ' +
              'and give us permission to store and process it to provide the service. You are responsible for ' +
              'having the right to use what you upload, and for how you use what you create.',
          ),
          p(
            'AI output can be wrong, unexpected or resemble existing works. Check it before you rely on it or ' +
              'publish it. Public creations can be seen, liked and shared by other users until you make them ' +
              'private or delete them.',
          ),
        ],
      },
      {
        heading: 'Assistants',
        paragraphs: [
          p(
            'Owners of an assistant are responsible for what they train it on and for the answers it gives from that material. Answers are generated automatically and can be incomplete or wrong.',
          ),
        ],
      },
      {
        heading: 'Your privacy',
        paragraphs: [
          p('How we handle your data is described in our', { label: 'Privacy Policy', to: PRIVACY_PATH }),
        ],
      },
      {
        heading: 'The service as it is',
        paragraphs: [
          p(
            'We provide Muse as it is and as available, without warranties of any kind, to the extent the law ' +
              'allows. We are not liable for indirect or consequential losses, or for losses caused by content ' +
              'you or other users create.',
          ),
          p(
            'We may change, suspend or stop the service or these terms. When the terms change in a way that ' +
              'matters, we will say so in the service before the change takes effect.',
          ),
        ],
      },
      {
        heading: 'Law and disputes',
        paragraphs: [
          p(`These terms are governed by ${jurisdiction}, and disputes go to the courts there.`),
          p(`Questions about these terms: ${contact}.`),
        ],
      },
    ],
  };
}

export function privacyOf(info: LegalReply): LegalDocument {
  const { operator, contact } = names(info);
  const outside = [
    info.hostedAi &&
      'a hosted AI service the operator has connected, which receives the prompts and texts of the features that use it',
    info.cardPayments && 'Stripe, which handles card payments (we never see your card number)',
    info.email && "the operator's email provider, which delivers sign-in codes and notices",
    info.webFonts &&
      'Google Fonts, from which your browser loads the fonts you look through in the image editor (Google ' +
        'receives your IP address and browser details with each font)',
  ].filter((s): s is string => typeof s === 'string');
  return {
    revised: 'July 1, 2025',
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [
          p(
            `This Muse server is run by ${operator}, who decides how your data is used here. Muse runs its AI ` +
              'engines on this server by default, so what you create is processed here unless this policy ' +
              'says otherwise below.',
          ),
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          p('• Your email address, to sign you in, and your account settings.'),
          p(
            '• What you create and upload: prompts, images, music, lyrics, documents you train assistants on, ' +
              'and conversations with assistants.',
          ),
          p('• Your credits, plans and purchases (not your card number).'),
          p(
            '• Log data: like most websites, the server records requests, with your IP address, browser and ' +
              'the time, to keep the service running and secure.',
          ),
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          p(
            'We use a cookie to keep you signed in, and your browser stores your display choices (such as dark ' +
              'mode). We do not use advertising or tracking cookies.',
          ),
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          p(
            'To provide the service (create what you ask for, keep your galleries, answer your questions), to ' +
              'keep it safe (limits against abuse, content filters, reports), to handle payments and credits, ' +
              'and to send the emails you need (sign-in codes, receipts). We do not sell your data.',
          ),
        ],
      },
      {
        heading: 'Who else receives it',
        paragraphs:
          outside.length === 0
            ? [p('No one: this server is not set up to send your data to any outside service.')]
            : [
                p('Only these outside services, as this server is set up:'),
                ...outside.map((s) => p(`• ${s}.`)),
              ],
      },
      {
        heading: 'Children',
        paragraphs: [
          p(
            'Muse is for adults. We do not knowingly collect data from children under 13; if you believe a ' +
              'child has given us data, contact us and we will delete it.',
          ),
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          p(
            'As long as your account exists. When you delete a creation it is removed; when your account is ' +
              'closed, your data is deleted or anonymised, except records we must keep by law (such as ' +
              'payment records).',
          ),
        ],
      },
      {
        heading: 'Your rights (GDPR and CCPA)',
        paragraphs: [
          p(
            'You may ask for a copy of your data, ask us to correct or delete it, object to how we use it, or ' +
              'ask us not to sell or share it. We answer requests within one month. A small fee may be charged ' +
              'for copies of personal data where the law allows.',
          ),
          p(
            'You can delete your account yourself on your account page: what you made goes with it at once, ' +
              'and records of payments are kept without your name.',
          ),
          p(`To make a request: ${contact}.`),
        ],
      },
      {
        heading: 'Security and changes',
        paragraphs: [
          p(
            'Data is sent over encrypted connections where the server is set up for it, sign-in codes are ' +
              'stored only as hashes, and private files are served only through links that expire. We will ' +
              'say so in the service when this policy changes in a way that matters.',
          ),
        ],
      },
    ],
  };
}
