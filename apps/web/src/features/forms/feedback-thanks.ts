import { FEEDBACK_THANKS_TITLE, feedbackThanksMessage, looksLikeEmail } from '@muse/domain';

/** The thanks after sending: the spec's title, and its line naming the contact when it is an email address. */
export function feedbackThanks(contact: string | null | undefined): {
  title: string;
  message: string | null;
} {
  const email = contact?.trim() ?? '';
  return {
    title: FEEDBACK_THANKS_TITLE,
    message: email && looksLikeEmail(email) ? feedbackThanksMessage(email) : null,
  };
}
