import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { engineFactories } from './engines';

describe('model catalogue', () => {
  it('has unique keys', () => {
    const keys = catalogue.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds, for every entry, an engine of its capability and kind whose id is its key', () => {
    const config = { openai: { apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9/v1' } };
    for (const entry of catalogue) {
      const family = engineFactories[entry.engine](config);
      if (!family.available) throw new Error(`${entry.engine} unavailable under a full config`);
      expect(family.build(entry)).toMatchObject({
        id: entry.key,
        capability: entry.capability,
        kind: entry.kind,
      });
    }
  });
});
