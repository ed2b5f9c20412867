/** The texts of the apology panel shown after a dislike. */
export const DISLIKE_APOLOGY = "Sorry that we didn't get it right the first time!";
/** The support contact: a note to the team through POST /music/feedback, answered by email. */
export const SUPPORT_PROMPT = 'Tell our support team what went wrong, and we will look into it:';
export const SUPPORT_THANKS = 'Thank you! Our support team will read your note.';

/** The note sent to support, naming the track so the team can find it. */
export function supportNote(filename: string, text: string): string {
  return `Disliked track ${filename}: ${text.trim()}`;
}
