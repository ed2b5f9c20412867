import { ModelEntry } from '@muse/contracts';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { ProviderError } from './errors';
import { createProviderRegistry } from './registry';

// No request is made: building engines does no I/O, and this address is never called.
const withOpenAi = { openai: { apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9/v1' } };

describe('provider registry without configuration', () => {
  const registry = createProviderRegistry({});

  it('has no hosted engine', () => {
    for (const capability of ['text', 'image', 'speech', 'embeddings'] as const) {
      expect(registry.engine(capability)).toBeUndefined();
      expect(registry.engines(capability)).toEqual([]);
    }
    expect(registry.engineForModel('openai-chat')).toBeUndefined();
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
    expect(() => registry.require('image')).toThrow(
      'Image generation needs a configured AI provider (set OPENAI_API_KEY).',
    );
  });

  it('says so when no engine of a capability exists yet', () => {
    expect(() => registry.require('music')).toThrow(
      expect.objectContaining({
        code: 'not_configured',
        message: 'Music generation is not available on this server yet.',
      }),
    );
  });

  it('lists every model as unavailable, with the reason', () => {
    const models = registry.models();
    expect(models.map((m) => m.key)).toEqual(catalogue.map((e) => e.key));
    for (const model of models) {
      expect(ModelEntry.parse(model)).toEqual(model);
      expect(model).toMatchObject({ available: false, unavailableReason: 'needs OPENAI_API_KEY' });
    }
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

  it('lists every OpenAI model as available', () => {
    expect(registry.models()).toEqual([
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
        key: 'openai-tts',
        name: 'OpenAI TTS',
        capability: 'speech',
        engine: 'openai',
        kind: 'hosted',
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
    ]);
  });

  it('prefers the first image model of the catalogue and lists the others in order', () => {
    expect(registry.require('image').id).toBe('gptimage1');
    expect(registry.engines('image').map((e) => e.id)).toEqual([
      'gptimage1',
      'gptimage1mini',
      'gptimage1pro',
    ]);
  });

  it('hands out an engine per capability', () => {
    expect(registry.require('text')).toMatchObject({ id: 'openai-chat', kind: 'hosted', capability: 'text' });
    expect(registry.require('speech').id).toBe('openai-tts');
    expect(registry.require('embeddings').id).toBe('openai-embeddings');
    expect(registry.engine('music')).toBeUndefined();
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
