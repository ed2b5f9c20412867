import { IMAGE_SERVER_GROUP, type ModelEntry } from '@muse/contracts';

/** What a visitor reads for a model this server cannot run: no configuration words, only what it means. */
export const UNAVAILABLE_TEXT = "Needs a hosted AI service this site hasn't connected.";
/** The same for a model that runs on an image server of the operator's own. */
export const NO_IMAGE_SERVER_TEXT = "Needs an image server this site hasn't connected.";

/**
 * Why a model can't be used, as the person looking reads it: admins, who set the server up, see the
 * configuration it needs ("needs OPENAI_API_KEY"); everyone else the plain meaning.
 */
export function unavailableText(
  model: Pick<ModelEntry, 'unavailableReason'> & { image?: { group: string } | null },
  isAdmin: boolean,
): string {
  if (isAdmin && model.unavailableReason) return `Not set up: ${model.unavailableReason}`;
  return model.image?.group === IMAGE_SERVER_GROUP ? NO_IMAGE_SERVER_TEXT : UNAVAILABLE_TEXT;
}
