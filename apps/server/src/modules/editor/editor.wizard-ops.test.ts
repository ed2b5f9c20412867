import { PRESET_PROMPTS } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { presetFor, wizardMaxSide, wizardOperation } from './editor.wizard-ops';
import { lastSegment } from './editor.wizard';

const prompt = (id: string) => PRESET_PROMPTS.find((p) => p.id === id)!.prompt;

describe('the photo wizard’s presets as offline operations', () => {
  it('runs every restoration and art preset offline', () => {
    expect(wizardOperation(prompt('restore'))).toEqual({ op: 'restore' });
    expect(wizardOperation(prompt('remove-spots'))).toEqual({ op: 'restore', step: 'scratches' });
    expect(wizardOperation(prompt('enhance'))).toEqual({ op: 'upscale', factor: 2 });
    expect(wizardOperation(prompt('colorize'))).toEqual({ op: 'restore', step: 'colourise' });
    expect(wizardOperation(prompt('ghibli'))).toEqual({ op: 'stylise', style: 'anime' });
    expect(wizardOperation(prompt('oil-painting'))).toEqual({ op: 'stylise', style: 'oil' });
    expect(wizardOperation(prompt('watercolor'))).toEqual({ op: 'stylise', style: 'watercolour' });
    for (const p of PRESET_PROMPTS.filter((p) => p.category === 'restoration' || p.category === 'art')) {
      expect(wizardOperation(p.prompt), p.id).toBeDefined();
    }
  });

  it('leaves fun and edits presets and the user’s own words to a model', () => {
    for (const p of PRESET_PROMPTS.filter((p) => p.category === 'fun' || p.category === 'edits')) {
      expect(wizardOperation(p.prompt), p.id).toBeUndefined();
    }
    expect(wizardOperation('Restore this old photo')).toBeUndefined();
  });

  it('matches a preset by its exact text, spaces around it aside', () => {
    expect(presetFor(`  ${prompt('pencil')}\n`)?.id).toBe('pencil');
    expect(presetFor(prompt('pencil').toUpperCase())).toBeUndefined();
  });

  it('works on at most 2048 px a side, 1024 before an Enhance doubles it', () => {
    expect(wizardMaxSide({ op: 'upscale', factor: 2 })).toBe(1024);
    expect(wizardMaxSide({ op: 'restore' })).toBe(2048);
    expect(wizardMaxSide(undefined)).toBe(2048);
  });

  it('reads the photo’s file name from a name, a path or an address', () => {
    expect(lastSegment('abc.png')).toBe('abc.png');
    expect(lastSegment('/media/public/images/abc.png?sig=1#x')).toBe('abc.png');
    expect(lastSegment('https://muse.test/images/abc')).toBe('abc');
    expect(lastSegment('  ')).toBe('');
    expect(lastSegment('%E0%A4%A')).toBe('');
  });
});
