/**
 * The Train AI tab's remembered topic: on first load the last used topic (remembered locally) or else the
 * first topic is selected. Deleting a topic removes the remembered one.
 */

/** The part of localStorage this needs; tests pass a Map-backed fake. */
export interface TopicStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** This browser's localStorage, or null where it is blocked (then nothing is remembered). */
export function browserTopicStore(): TopicStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** One key per office, so each office remembers its own topic. */
export const topicMemoryKey = (officeId: string) => `muse.setup.topic.${officeId}`;

export function recallTopic(store: TopicStore | null, officeId: string): string | null {
  try {
    return store?.getItem(topicMemoryKey(officeId)) ?? null;
  } catch {
    return null;
  }
}

export function rememberTopic(store: TopicStore | null, officeId: string, topic: string): void {
  try {
    store?.setItem(topicMemoryKey(officeId), topic);
  } catch {
    // a full or blocked storage only means the topic is not remembered
  }
}

/** Forgets the remembered topic when it is `topic` (the one just deleted). */
export function forgetTopic(store: TopicStore | null, officeId: string, topic: string): void {
  try {
    if (store?.getItem(topicMemoryKey(officeId)) === topic) store.removeItem(topicMemoryKey(officeId));
  } catch {
    // nothing to forget
  }
}

/** The topic to select: the current one while it exists, else the remembered one, else the first. */
export function selectTopic(
  topics: readonly string[],
  current: string | null,
  remembered: string | null,
): string | null {
  if (current !== null && topics.includes(current)) return current;
  if (remembered !== null && topics.includes(remembered)) return remembered;
  return topics[0] ?? null;
}
