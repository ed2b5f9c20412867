import { ModelEntry } from '@muse/contracts';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { ProviderError } from './errors';
import { createProviderRegistry } from './registry';

// No request is made: building engines does no I/O, and this address is never called.
const withOpenAi = {
  openai: { apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9/v1', models: { vision: 'vision-model' } },
};

describe('provider registry without configuration', () => {
  const registry = createProviderRegistry({});

  it('has no hosted engine', () => {
    for (const capability of ['text', 'embeddings'] as const) {
      expect(registry.engine(capability)).toBeUndefined();
      expect(registry.engines(capability)).toEqual([]);
    }
    expect(registry.engines('speech').map((e) => e.id)).toEqual(['local-speech']);
    expect(registry.engineForModel('openai-chat')).toBeUndefined();
    expect(registry.engineForModel('gptimage1')).toBeUndefined();
  });

  it('still generates images, with the local models', () => {
    expect(registry.require('image')).toMatchObject({ id: 'art', kind: 'local', capability: 'image' });
    expect(registry.engines('image').map((e) => e.id)).toEqual(['art', 'photo2']);
    expect(registry.requireModel('photo2', 'image').kind).toBe('local');
  });

  it('says what to set when a capability is required', () => {
    expect(() => registry.require('text')).toThrow(ProviderError);
    expect(() => registry.require('text')).toThrow(
      expect.objectContaining({
        code: 'not_configured',
        provider: 'openai',
        retryable: false,
        message: 'Text generation needs a configured AI provider (set OPENAI_API_KEY).',
      }),
    );
  });

  it('makes videos offline with the local engine, the model that animates pictures beside it', () => {
    expect(registry.require('video')).toMatchObject({ id: 'motion', kind: 'local', capability: 'video' });
    expect(registry.engineForModel('animate', 'video')).toMatchObject({ id: 'animate', kind: 'local' });
  });

  it('lists every hosted model as unavailable, with the reason, and the local ones as available', () => {
    const models = registry.models();
    expect(models.map((m) => m.key)).toEqual(catalogue.map((e) => e.key));
    for (const model of models) {
      expect(ModelEntry.parse(model)).toEqual(model);
      if (model.kind === 'hosted') {
        const needs = {
          openai: 'OPENAI_API_KEY',
          gemini: 'GEMINI_API_KEY',
          sdwebui: 'SDWEBUI_URL',
          comfyui: 'COMFYUI_URL',
        }[model.engine];
        expect(model).toMatchObject({ available: false, unavailableReason: `needs ${needs}` });
      } else {
        expect(model).toMatchObject({ available: true });
        expect(model).not.toHaveProperty('unavailableReason');
      }
    }
  });

  it("shows the image models' settings: group, credits, featured, sizes", () => {
    const byKey = Object.fromEntries(registry.models().map((m) => [m.key, m]));
    expect(byKey.art).toMatchObject({
      name: 'Muse Art',
      engine: 'local',
      image: { group: 'Muse local', credits: 1, featured: true, supportsImages: 2 },
    });
    expect(byKey.photo2?.image?.sizes).toEqual([
      '1024x1024',
      '1024x768',
      '768x1024',
      '512x512',
      '768x768',
      '576x1024',
      '1024x576',
    ]);
    expect(byKey.art?.image?.sizeBounds).toEqual({ min: 256, max: 1920, step: 8 });
    expect(byKey.gptimage1?.image).toMatchObject({ group: 'OpenAI', credits: 8, featured: false });
    expect(byKey.gptimage1mini?.image?.credits).toBe(1);
    expect(byKey.gptimage1pro?.image).toMatchObject({ credits: 20, featured: true });
    expect(byKey.gptimage1?.image?.sizes).toEqual(['1024x1024', '1536x1024', '1024x1536']);
    expect(
      Object.values(byKey)
        .filter((m) => m.image?.featured)
        .map((m) => m.key),
    ).toEqual(['gptimage1pro', 'gemini25', 'art', 'photo2']);
    // maxCredits caps one image of the hosted models; the local ones cost their credits at any size.
    expect(byKey.gptimage1pro?.image?.maxCredits).toBe(40);
    expect(byKey.art?.image).not.toHaveProperty('maxCredits');
    expect(byKey['openai-chat']).not.toHaveProperty('image');
  });

  it('explains an unavailable model when it is required', () => {
    expect(() => registry.requireModel('gptimage1', 'image')).toThrow(
      expect.objectContaining({ code: 'not_configured', message: 'GPT Image 1 needs OPENAI_API_KEY.' }),
    );
  });

  it('treats an empty API key as no configuration', () => {
    expect(createProviderRegistry({ openai: { apiKey: '' } }).engine('text')).toBeUndefined();
  });
});

describe('provider registry with an OpenAI-compatible server', () => {
  const registry = createProviderRegistry(withOpenAi);

  it('lists every model as available but the image servers and Gemini it was not given', () => {
    expect(registry.models().map(({ image: _image, video: _video, ...model }) => model)).toEqual([
      {
        key: 'openai-chat',
        name: 'GPT-4o mini',
        capability: 'text',
        engine: 'openai',
        kind: 'hosted',
        available: true,
      },
      {
        key: 'gptimage1',
        name: 'GPT Image 1',
        capability: 'image',
        engine: 'openai',
        kind: 'hosted',
        available: true,
      },
      {
        key: 'gptimage1mini',
        name: 'GPT Image 1 Mini',
        capability: 'image',
        engine: 'openai',
        kind: 'hosted',
        available: true,
      },
      {
        key: 'gptimage1pro',
        name: 'GPT Image 1 Pro',
        capability: 'image',
        engine: 'openai',
        kind: 'hosted',
        available: true,
      },
      {
        key: 'gemini25',
        name: 'Gemini 2.5 Image',
        capability: 'image',
        engine: 'gemini',
        kind: 'hosted',
        available: false,
        unavailableReason: 'needs GEMINI_API_KEY',
      },
      { key: 'art', name: 'Muse Art', capability: 'image', engine: 'local', kind: 'local', available: true },
      {
        key: 'photo2',
        name: 'Muse Photo',
        capability: 'image',
        engine: 'local',
        kind: 'local',
        available: true,
      },
      {
        key: 'motion',
        name: 'Muse Motion',
        capability: 'video',
        engine: 'local',
        kind: 'local',
        available: true,
      },
      {
        key: 'animate',
        name: 'Muse Animate',
        capability: 'video',
        engine: 'local',
        kind: 'local',
        available: true,
      },
      {
        key: 'sora2',
        name: 'Sora 2',
        capability: 'video',
        engine: 'openai',
        kind: 'hosted',
        available: true,
      },
      {
        key: 'mozart',
        name: 'Mozart (local)',
        capability: 'music',
        engine: 'local',
        kind: 'local',
        available: true,
      },
      {
        key: 'openai-tts',
        name: 'OpenAI TTS',
        capability: 'speech',
        engine: 'openai',
        kind: 'hosted',
        available: true,
      },
      {
        key: 'local-speech',
        name: 'Muse Speech (local)',
        capability: 'speech',
        engine: 'local',
        kind: 'local',
        available: true,
      },
      {
        key: 'openai-embeddings',
        name: 'OpenAI text-embedding-3-small',
        capability: 'embeddings',
        engine: 'openai',
        kind: 'hosted',
        available: true,
      },
      {
        key: 'sdwebui',
        name: 'Stable Diffusion',
        capability: 'image',
        engine: 'sdwebui',
        kind: 'hosted',
        available: false,
        unavailableReason: 'needs SDWEBUI_URL',
      },
      {
        key: 'comfyui',
        name: 'ComfyUI',
        capability: 'image',
        engine: 'comfyui',
        kind: 'hosted',
        available: false,
        unavailableReason: 'needs COMFYUI_URL',
      },
      {
        key: 'openai-vision-ocr',
        name: 'Hosted vision text recognition',
        capability: 'ocr',
        engine: 'openai',
        kind: 'hosted',
        available: true,
      },
      {
        key: 'local-ocr',
        name: 'Muse Text Recognition (local)',
        capability: 'ocr',
        engine: 'local',
        kind: 'local',
        available: true,
      },
    ]);
  });

  it('prefers the first image model of the catalogue (hosted before local) and lists the others in order', () => {
    expect(registry.require('image').id).toBe('gptimage1');
    expect(registry.engines('image').map((e) => e.id)).toEqual([
      'gptimage1',
      'gptimage1mini',
      'gptimage1pro',
      'art',
      'photo2',
    ]);
  });

  it('hands out an engine per capability', () => {
    expect(registry.require('text')).toMatchObject({ id: 'openai-chat', kind: 'hosted', capability: 'text' });
    expect(registry.require('speech').id).toBe('openai-tts');
    expect(registry.require('embeddings').id).toBe('openai-embeddings');
    expect(registry.require('music')).toMatchObject({ id: 'mozart', kind: 'local', capability: 'music' });
  });

  it('finds engines by model key, checking the capability when given', () => {
    expect(registry.engineForModel('gptimage1mini')?.capability).toBe('image');
    expect(registry.engineForModel('gptimage1mini', 'image')?.id).toBe('gptimage1mini');
    expect(registry.engineForModel('gptimage1mini', 'text')).toBeUndefined();
    expect(registry.engineForModel('nope')).toBeUndefined();
    expect(() => registry.requireModel('nope')).toThrow(
      expect.objectContaining({ code: 'bad_request', message: 'There is no model "nope".' }),
    );
    expect(() => registry.requireModel('openai-tts', 'image')).toThrow(
      'OpenAI TTS is not a model for image generation.',
    );
  });
});
