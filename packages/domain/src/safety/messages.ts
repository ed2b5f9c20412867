/** The text shown when Muse's own filter blocks a prompt (the spec does not quote one). A generation blocked
 * this way finishes with INTERNAL_FILTER_MARKER, which `images/state.ts` defines and the package exports. */
export const BLOCKED_MESSAGE =
  'This prompt was blocked by our content filter. Please change it and try again.';
