import { describe, expect, it } from 'vitest';
import {
  forgetTopic,
  recallTopic,
  rememberTopic,
  selectTopic,
  topicMemoryKey,
  type TopicStore,
} from './topic-memory';

function memoryStore(): TopicStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('topic memory', () => {
  it('remembers the last used topic per office', () => {
    const store = memoryStore();
    rememberTopic(store, 'o1', 'Prices');
    rememberTopic(store, 'o2', 'Hours');
    expect(recallTopic(store, 'o1')).toBe('Prices');
    expect(recallTopic(store, 'o2')).toBe('Hours');
    expect(store.map.get(topicMemoryKey('o1'))).toBe('Prices');
  });

  it('forgets the remembered topic only when that topic is deleted', () => {
    const store = memoryStore();
    rememberTopic(store, 'o1', 'Prices');
    forgetTopic(store, 'o1', 'Hours');
    expect(recallTopic(store, 'o1')).toBe('Prices');
    forgetTopic(store, 'o1', 'Prices');
    expect(recallTopic(store, 'o1')).toBeNull();
  });

  it('works without storage, and when storage throws', () => {
    expect(recallTopic(null, 'o1')).toBeNull();
    const broken: TopicStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    expect(() => rememberTopic(broken, 'o1', 'x')).not.toThrow();
    expect(recallTopic(broken, 'o1')).toBeNull();
  });
});

describe('selectTopic', () => {
  const topics = ['About us', 'Prices', 'Hours'];
  it('keeps the current topic while it exists', () => {
    expect(selectTopic(topics, 'Hours', 'Prices')).toBe('Hours');
  });
  it('else takes the remembered one, else the first', () => {
    expect(selectTopic(topics, null, 'Prices')).toBe('Prices');
    expect(selectTopic(topics, 'Gone', 'Also gone')).toBe('About us');
    expect(selectTopic([], null, 'Prices')).toBeNull();
  });
});
