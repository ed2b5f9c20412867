import { describe, expect, it } from 'vitest';
import { findConcept } from './find';
import { conceptByLabel, conceptCount, iconSvg } from './library';
import { parseScene } from './parse';

describe('the subject library', () => {
  it('holds over a thousand concepts with their emoji labels and kinds', () => {
    expect(conceptCount()).toBeGreaterThan(1000);
    expect(conceptByLabel('fox')).toMatchObject({ icon: 'fox', kind: 'animal-mammal' });
    expect(conceptByLabel('hot dog')?.kind).toBe('food-prepared');
  });

  it('finds a concept by alias, label, head noun, plural and WordNet hypernym', () => {
    expect(findConcept('car')?.concept.icon).toBe('automobile');
    expect(findConcept('strawberries')).toMatchObject({ plural: true, concept: { icon: 'strawberry' } });
    expect(findConcept('hot dog')?.concept.icon).toBe('hot-dog');
    expect(findConcept('stallion')).toMatchObject({ via: 'horse', concept: { icon: 'horse' } });
    expect(findConcept('zxqblorp')).toBeUndefined();
  });

  it('finds common prompt nouns the emoji labels miss, and jobs drawn as a person with props', () => {
    expect(findConcept('wizard')?.concept.icon).toBe('man-mage');
    expect(findConcept('bees')).toMatchObject({ plural: true, concept: { icon: 'honeybee' } });
    expect(findConcept('dinosaur')?.concept.icon).toBe('sauropod');
    expect(parseScene('a knight').subjects[0]?.props.map((p) => p.icon)).toEqual(['shield', 'dagger']);
  });

  it('gives a square SVG for an icon', () => {
    expect(iconSvg('fox', 64)).toMatch(/^<svg [^>]*width="64" height="64" viewBox="0 0 32 32">/);
  });
});
