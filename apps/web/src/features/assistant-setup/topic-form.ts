import { OFFICE_LIMITS } from '@muse/contracts';

/**
 * The topic editor's forms: a topic is required, and the Add page button is disabled without one. Messages
 * are chosen (the spec gives none).
 */

export const TOPIC_REQUIRED = 'Enter a topic name.';
export const TOPIC_TEXT_REQUIRED = 'There is no text to save.';

/** The problem with a name for a new (or renamed) topic, or null. Names are compared as the server does: exactly, after trimming. */
export function topicNameProblem(name: string, existing: readonly string[], except?: string): string | null {
  const topic = name.trim();
  if (topic === '') return TOPIC_REQUIRED;
  if (topic.length > OFFICE_LIMITS.topic)
    return `A topic name can have at most ${OFFICE_LIMITS.topic} characters.`;
  if (topic !== except && existing.includes(topic)) return `There is already a topic named "${topic}".`;
  return null;
}

/** A topic name made from a file's name: without its extension, _ and - as spaces ("tax_rules-2024.pdf" → "tax rules 2024"). */
export function topicNameFromFile(filename: string): string {
  const base = filename.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '');
  const name = base.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return (name || 'Uploaded file').slice(0, OFFICE_LIMITS.topic).trim();
}

/** "Save is disabled when saved text equals current text"; a rename counts as a change when the name is usable. */
export function canSaveTopicEdit(
  saved: { topic: string; text: string },
  draft: { topic: string; text: string },
  existing: readonly string[],
): boolean {
  const renamed = draft.topic.trim() !== saved.topic;
  if (renamed && topicNameProblem(draft.topic, existing, saved.topic) !== null) return false;
  return renamed || draft.text !== saved.text;
}
