import { describe, expect, it } from 'vitest';
import { parseScene } from './parse';

const icons = (prompt: string) => parseScene(prompt).subjects.map((s) => s.concept.icon);

describe('reading a prompt as a scene', () => {
  it('counts subjects from number words, pairs and plurals', () => {
    expect(parseScene('three apples').subjects[0]).toMatchObject({
      count: 3,
      concept: { icon: 'red-apple' },
    });
    expect(parseScene('a pair of dogs').subjects[0]).toMatchObject({ count: 2, concept: { icon: 'dog' } });
    expect(parseScene('5 birds on a wire').subjects[0]?.count).toBe(5);
    expect(parseScene('tacos on a table').subjects[0]?.count).toBe(3);
    expect(parseScene('a cat').subjects[0]?.count).toBe(1);
  });

  it('gives a colour word to the thing after it', () => {
    const [car] = parseScene('a blue car on a road').subjects;
    expect(car).toMatchObject({ colourWord: 'blue', concept: { icon: 'automobile' } });
    expect(car?.colour?.h).toBe(215);
    // A label that already has the colour is taken whole.
    expect(icons('a black cat')).toEqual(['black-cat']);
    // A colour that is also the thing: "a cup of coffee".
    expect(icons('a cup of coffee')).toEqual(['hot-beverage']);
  });

  it('maps words it has no picture for to a broader WordNet word', () => {
    expect(icons('a terrier chasing a ball')).toEqual(['dog', 'soccer-ball']);
    expect(icons('a cabin in the woods')).toEqual(['house']);
    expect(icons('a golden retriever in a park')).toEqual(['dog']);
  });

  it('reads setting, time of day, weather, season, size and pose', () => {
    const scene = parseScene('a huge owl flying over snowy mountains on a winter night');
    expect(scene.subjects[0]).toMatchObject({ concept: { icon: 'owl' }, pose: 'flying', size: 1.3 });
    expect(scene).toMatchObject({ time: 'night', weather: 'snow', season: 'winter' });
    expect(scene.setting).toContain('mountains');
    expect(parseScene('a cat sleeping on a sofa')).toMatchObject({ indoor: true });
  });

  it('draws jobs as a person with props and people doing things as one figure', () => {
    const [fisherman] = parseScene('portrait of a fisherman').subjects;
    expect(fisherman?.props.map((p) => p.icon)).toContain('fishing-pole');
    expect(icons('a man riding a bicycle')).toEqual(['man-biking']);
    expect(icons('a chef cooking')).toEqual(['cook']);
  });

  it('seats a person on a horse as one rider, not standing on its back', () => {
    expect(icons('a man on a horse')).toEqual(['horse-racing']);
    expect(icons('a girl riding a horse in a field')).toEqual(['horse-racing']);
    // The job's horse drawn beside goes; the horse's colour paints the rider's horse.
    expect(parseScene('a cowboy on a horse').subjects[0]?.props).toEqual([]);
    expect(parseScene('a woman riding a white horse').subjects[0]).toMatchObject({
      colourWord: 'white',
      concept: { icon: 'horse-racing' },
    });
    // Beside the horse, or only near it, the two stay apart.
    expect(icons('a man and a horse')).toEqual(['man-standing', 'horse']);
  });

  it('reads three-word names and counts after a setting word', () => {
    expect(icons('a hot air balloon over hills')).toEqual(['hot-air-balloon']);
    // "Red hot" is WordNet's hot dog: the three words after it win.
    expect(parseScene('a red hot air balloon').subjects).toMatchObject([
      { colourWord: 'red', concept: { icon: 'hot-air-balloon' } },
    ]);
    // The article of "a field" does not make the tulips one.
    expect(
      parseScene('a windmill in a field of tulips').subjects.map((s) => [s.concept.icon, s.count]),
    ).toEqual([
      ['windmill', 1],
      ['tulip', 3],
    ]);
  });

  it('reports the nouns it has no picture for instead of dropping them', () => {
    expect(parseScene('a chimney by the ocean').missing).toEqual(['chimney']);
    expect(parseScene('a frog on a lily pad').missing).toEqual(['lily', 'pad']);
    expect(parseScene('a beautiful red fox at sunset, oil painting').missing).toEqual([]);
  });
});

describe('reading how subjects stand to each other', () => {
  const relation = (prompt: string, i = 0) => parseScene(prompt).subjects[i]?.relation;

  it('reads on, in, under and next to between two things', () => {
    expect(relation('a cat sleeping on a sofa')).toEqual({ kind: 'on', to: 'sofa' });
    expect(relation('a lion resting under a tree')).toEqual({ kind: 'under', to: 'tree' });
    expect(relation('a firefighter next to a fire truck')).toEqual({ kind: 'beside', to: 'fire truck' });
    expect(relation('a bird beside a car')).toEqual({ kind: 'beside', to: 'car' });
    // A setting word takes the relation too, so a room's aquarium can hold the fish.
    expect(relation('a fish in an aquarium')).toEqual({ kind: 'in', to: 'aquarium' });
  });

  it('leaves things unrelated when a word about the picture comes between', () => {
    expect(relation('a cat in the morning with a ball')).toBeUndefined();
    expect(relation('a dog in front of a house')).toBeUndefined();
  });
});

describe('reading names of three words', () => {
  it('takes "ice cream cone" whole instead of reporting the cone missing', () => {
    const scene = parseScene('an ice cream cone');
    expect(scene.subjects.map((s) => s.concept.icon)).toEqual(['soft-ice-cream']);
    expect(scene.missing).toEqual([]);
  });

  it('reads a swimmer as a person swimming', () => {
    expect(icons('a swimmer at the beach')).toEqual(['person-swimming']);
  });
});
