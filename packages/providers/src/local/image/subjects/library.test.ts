import { describe, expect, it } from 'vitest';
import { findConcept } from './find';
import { iconRaster } from './icon';
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

  it('has pictures from outside Fluent Emoji for things it lacks, found by their names', () => {
    expect(findConcept('hot air balloon')?.concept).toMatchObject({
      icon: 'hot-air-balloon',
      kind: 'transport-air',
    });
    // "Balloon" alone is still the toy.
    expect(findConcept('balloon')?.concept.icon).toBe('balloon');
    // WordNet's broader word for a submarine is a ship: its own picture comes first.
    expect(findConcept('submarine')).toMatchObject({
      concept: { icon: 'submarine', kind: 'transport-water' },
    });
    expect(findConcept('lighthouses')).toMatchObject({ plural: true, concept: { icon: 'lighthouse' } });
    expect(findConcept('windmill')?.concept.icon).toBe('windmill');
    expect(findConcept('pyramids')?.concept.icon).toBe('pyramid');
    expect(findConcept('waterfall')?.concept.icon).toBe('waterfall');
    expect(findConcept('cascade')).toMatchObject({ via: 'waterfall', concept: { icon: 'waterfall' } });
    expect(findConcept('jockey')?.concept.icon).toBe('horse-racing');
  });

  it('draws those pictures in their own view boxes, the black outlines softened', () => {
    expect(iconSvg('lighthouse', 64)).toMatch(/viewBox="0 0 128 128"/);
    const balloon = iconSvg('hot-air-balloon', 64);
    expect(balloon).toMatch(/viewBox="0 0 24 24"/);
    expect(balloon).not.toMatch(/stroke="#191919"/);
    // Each fills a good part of its square (the waterfall is built on Fluent's rock).
    for (const icon of ['hot-air-balloon', 'lighthouse', 'submarine', 'windmill', 'pyramid', 'waterfall']) {
      const { box, size } = iconRaster(icon, 128);
      expect((box.x1 - box.x0) * (box.y1 - box.y0), icon).toBeGreaterThan(size * size * 0.3);
    }
  });

  it('gives a square SVG for an icon', () => {
    expect(iconSvg('fox', 64)).toMatch(/^<svg [^>]*width="64" height="64" viewBox="0 0 32 32">/);
  });
});
