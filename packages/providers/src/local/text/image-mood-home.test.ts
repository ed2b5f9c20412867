import { describe, expect, it } from 'vitest';
import { generateImageIdeas } from './image-ideas';
import { moodHome, paletteHome } from './image-mood-home';
import { Scene } from './image-scene';

const sceneOf = (keywords: string) => {
  const scene = new Scene(keywords);
  scene.add(keywords);
  return scene;
};
const shows = (keywords: string) => sceneOf(keywords).shows();
const texts = (keywords: string, tags: string[] = [], seeds = [1, 2, 3]) =>
  seeds.flatMap((seed) =>
    generateImageIdeas({ keywords, tags, seed }).map((i) => `${i.name}. ${i.description}`),
  );

describe('a mood nobody asked for is added only where the keywords show it belongs', () => {
  it('refuses a mood against the occasion or the subject', () => {
    expect(moodHome('eerie', shows('astronaut eating breakfast on the moon'))).toBe(false);
    expect(moodHome('eerie', shows('tea ceremony'))).toBe(false);
    expect(moodHome('melancholic', shows('birthday party for a dog'))).toBe(false);
    expect(moodHome('dramatic', shows('knight and a goblin sharing a pot of soup'))).toBe(false);
    expect(moodHome('romantic', shows('Roman market'))).toBe(false);
    expect(moodHome('joyful', shows('octopus playing chess'))).toBe(false);
    expect(moodHome('epic', shows('spaceship graveyard'))).toBe(false);
  });

  it('allows a mood the keywords carry', () => {
    expect(moodHome('cozy', shows('grandma knitting by the window'))).toBe(true);
    expect(moodHome('eerie', shows('abandoned space station'))).toBe(true);
    expect(moodHome('joyful', shows('birthday party for a dog'))).toBe(true);
    expect(moodHome('serene', shows('a quiet mosque courtyard'))).toBe(true);
  });

  it('writes no unasked mood against the subject into whole ideas', () => {
    for (const text of texts('astronaut eating breakfast on the moon'))
      expect(text).not.toMatch(/eerie|haunted|melanchol|lonely|gothic/i);
    for (const text of texts('tea ceremony')) expect(text).not.toMatch(/haunted|eerie|\bomen\b|uneasy/i);
  });
});

describe('a palette nobody asked for is added only where the keywords and the medium show it belongs', () => {
  it('refuses sepia for a glowing beach and any palette for media with colour of their own', () => {
    expect(paletteHome('sepia', shows('bioluminescent beach'), 'embroidery')).toBe(false);
    expect(paletteHome('warm', shows('a bakery at dawn'), 'charcoal')).toBe(false);
    expect(paletteHome('earthy', shows('a wheat field'), 'synthwave')).toBe(false);
    expect(paletteHome('vibrant', shows('a lonely lighthouse'), 'gouache')).toBe(false);
    expect(paletteHome('cool', shows('ice cream truck on a hot street'), 'gouache')).toBe(false);
  });

  it('allows a palette the keywords call for', () => {
    expect(paletteHome('earthy', shows('old tractor rusting in a wheat field'), 'oil painting')).toBe(true);
    expect(paletteHome('cool', shows('polar bear on melting ice'), 'gouache')).toBe(true);
  });

  it('keeps every idea of a glowing beach out of sepia', () => {
    for (const text of texts('bioluminescent beach')) expect(text).not.toMatch(/sepia/i);
  });

  it('lists in the tags only the mood and palette an idea says', () => {
    for (const idea of generateImageIdeas({ keywords: 'astronaut eating breakfast on the moon', seed: 4 })) {
      expect(idea.tags.length).toBeGreaterThanOrEqual(2);
      expect(idea.tags).not.toContain('eerie');
    }
  });
});

describe('what the user asked for is honoured even where the keywords pull the other way', () => {
  it('says a palette tag in the user’s word when no phrase of it fits the keywords', () => {
    for (const idea of generateImageIdeas({
      keywords: 'Holi festival, everyone covered in colored powder',
      tags: ['monochrome'],
      seed: 52,
    }))
      expect(idea.description).toMatch(/monochrome|black and white|silvers and greys/i);
  });

  it('says a mood tag in the user’s word when no phrase of it fits the keywords', () => {
    for (const idea of generateImageIdeas({ keywords: 'carnival parade in Rio', tags: ['calm'], seed: 73 }))
      expect(idea.description).toMatch(/calm|still|quiet|peace/i);
    for (const idea of generateImageIdeas({ keywords: 'haunted carousel', tags: ['whimsical'], seed: 79 }))
      expect(idea.description).toMatch(/whimsical|whimsy|humour|playful/i);
  });

  it('draws a pencil sketch as a pencil drawing, not a charcoal study', () => {
    for (const idea of generateImageIdeas({
      keywords: 'old man feeding pigeons in the park',
      tags: ['pencil sketch'],
      seed: 68,
    }))
      expect(idea.description).toMatch(/pencil/);
  });

  it('picks a medium that can show an asked palette: no pop-art comic for noir', () => {
    for (const idea of generateImageIdeas({
      keywords: 'detective in a rainy alley',
      tags: ['noir'],
      seed: 21,
    }))
      expect(idea.description).not.toMatch(/pop-art|synthwave/);
  });
});

describe('names, eras, feelings and interiors are said as a reader would', () => {
  it('capitalises peoples, holidays and worlds', () => {
    expect(texts('Viking longship in a storm', ['epic'], [1]).join(' ')).toMatch(/a Viking longship/);
    expect(texts('Day of the Dead altar with marigolds', [], [1]).join(' ')).toMatch(
      /a Day of the Dead altar/,
    );
    expect(texts('thanksgiving table after dinner', [], [1]).join(' ')).toMatch(/a Thanksgiving table/);
    expect(texts('greenhouse in a mars colony', [], [1]).join(' ')).toMatch(/Mars colony/);
  });

  it('sets a century as the time of the picture, not a second thing', () => {
    for (const text of texts('Roman market, first century', [], [1])) {
      expect(text).toMatch(/a Roman market in the first century/);
      expect(text).not.toMatch(/\ba first century\b/);
      expect(text).not.toMatch(/romantic/);
    }
  });

  it('shows a feeling typed alone in someone who feels it, and names it in the title', () => {
    for (const idea of generateImageIdeas({ keywords: 'jealousy', tags: ['surreal'], seed: 1 })) {
      expect(idea.description).toMatch(/a lone figure consumed by jealousy/);
      expect(idea.name).toMatch(/Jealousy/);
    }
  });

  it('says "inside a submarine" as its interior', () => {
    for (const idea of generateImageIdeas({ keywords: 'inside a submarine', tags: ['cinematic'], seed: 1 })) {
      expect(idea.description).toMatch(/the interior of a submarine/);
      expect(idea.name).toMatch(/^Submarine Interior/);
    }
  });

  it('titles a moment by what it comes before, never "Moment Right Before"', () => {
    for (const idea of generateImageIdeas({ keywords: 'the moment right before a storm', seed: 1 })) {
      expect(idea.name).toMatch(/Moment Before the Storm/);
      expect(idea.name).not.toMatch(/Right/);
    }
    for (const idea of generateImageIdeas({
      keywords: 'Thanksgiving table after everyone has gone home',
      seed: 1,
    }))
      expect(idea.name).not.toMatch(/Gone Home/);
  });
});
