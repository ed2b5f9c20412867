import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { engineFactories } from './engines';
import { MAX_IMAGES, MAX_SECONDS } from './local/video/validate';

describe('model catalogue', () => {
  it('has unique keys', () => {
    const keys = catalogue.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds, for every entry, an engine of its capability and kind whose id is its key', () => {
    const config = {
      openai: { apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9/v1', models: { vision: 'vision-model' } },
      sdwebui: { url: 'http://127.0.0.1:9' },
      comfyui: { url: 'http://127.0.0.1:9', checkpoint: 'model.safetensors' },
      gemini: { apiKey: 'gemini-test', baseUrl: 'http://127.0.0.1:9' },
    };
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

  it('gives every image model its settings, and only image models', () => {
    for (const entry of catalogue) {
      expect(entry.image !== undefined, entry.key).toBe(entry.capability === 'image');
      if (!entry.image) continue;
      expect(entry.image.sizes.length).toBeGreaterThan(0);
      for (const size of entry.image.sizes) {
        const [w, h] = size.split('x').map(Number);
        expect(w! >= entry.image.sizeBounds.min && w! <= entry.image.sizeBounds.max, size).toBe(true);
        expect(h! >= entry.image.sizeBounds.min && h! <= entry.image.sizeBounds.max, size).toBe(true);
      }
    }
  });

  it('gives every video model settings the local engine can make, and only video models', () => {
    for (const entry of catalogue) {
      expect(entry.video !== undefined, entry.key).toBe(entry.capability === 'video');
      const video = entry.video;
      if (!video) continue;
      expect(video.sizes, entry.key).toContain(video.defaultSize);
      for (const size of video.sizes) {
        const [w, h] = size.split('x').map(Number);
        // H.264 in yuv420p needs even sides; the local engine paints 256 to 1920 per side.
        for (const side of [w!, h!]) expect(side % 2 === 0 && side >= 256 && side <= 1920, size).toBe(true);
      }
      expect(video.minLength).toBeLessThanOrEqual(video.maxLength);
      expect(video.maxLength).toBeLessThanOrEqual(MAX_SECONDS);
      expect(video.otherSizeMaxLength ?? 0).toBeLessThanOrEqual(MAX_SECONDS);
      expect(video.supportsImages).toBeLessThanOrEqual(MAX_IMAGES);
      // A model that needs pictures cannot make a video from words alone.
      expect(video.capabilities.includes('text-to-video'), entry.key).toBe(!video.requiresImages);
    }
  });

  it('keeps the local models available without any configuration', () => {
    for (const entry of catalogue.filter((e) => e.kind === 'local')) {
      const family = engineFactories[entry.engine]({});
      expect(family.available, entry.key).toBe(true);
    }
  });
});
