/** Texts the spec quotes, used as written. */
export const PROMPT_IDEAS_FAILED =
  "We couldn't generate prompts for the requested keywords. You can try using advanced mode to generate an image.";
