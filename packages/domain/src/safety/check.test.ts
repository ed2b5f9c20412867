import { describe, expect, it } from 'vitest';
import { BLOCKED_MESSAGE, INTERNAL_FILTER_MARKER, checkSafety } from '../index';
import { ALLOW_LIST } from './allow-list';
import { LANGUAGES } from './word-lists';
import { foldText } from './normalise';

const blocked: Array<[lang: string, text: string, reason?: string]> = [
  ['en', 'a nude woman on a beach', 'sexual'],
  ['en', 'porn', 'sexual'],
  ['en', 'what the fuck is this', 'sexual'],
  ['en', 'a pile of shit', 'other'],
  ['en', 'a photo of a bitch', undefined],
  ['en', 'the word nigger', 'hate'],
  ['en', 'a beheaded knight, gore everywhere', 'violence'],
  ['en', 'how to kill myself', 'self-harm'],
  ['es', 'una mujer desnuda y puta', 'sexual'],
  ['es', 'vete a la mierda', 'other'],
  ['es', 'un coño', 'sexual'],
  ['es', 'SEXO en la playa', 'sexual'],
  ['es', 'gilipollas con sombrero', 'other'],
  ['fr', 'une salope dans la rue', 'sexual'],
  ['fr', 'quelle merde', 'other'],
  ['fr', 'un enculé', 'sexual'],
  ['fr', 'fils de pute', 'sexual'],
  ['de', 'eine nackte Frau, nackt', 'sexual'],
  ['de', 'so eine Scheiße', 'other'],
  ['de', 'Arschloch mit Hut', 'other'],
  ['de', 'ficken', 'sexual'],
  ['de', 'Selbstmord', 'self-harm'],
  ['pt', 'filho da puta', 'sexual'],
  ['pt', 'que merda', 'other'],
  ['pt', 'caralho', 'other'],
  ['pt', 'uma foda', 'sexual'],
  ['it', 'che cazzo', 'sexual'],
  ['it', 'vaffanculo', 'other'],
  ['it', 'una puttana', 'sexual'],
  ['it', 'stronzo', 'other'],
];

const evasions = [
  'f u c k',
  'f.u.c.k this',
  's e x',
  's-e-x on the beach',
  'sh1t',
  '$h!t happens',
  'b1tch',
  'p0rn',
  'fuuuuuck',
  'c o ñ o',
  'puuuuta',
  'scheisse',
  'SCHEIẞE',
  'n4ckt',
  'PoRnO',
];

const passes = [
  'Essex',
  'cocktail',
  'assassin',
  'Sussex',
  'classic',
  'therapist',
  'grape',
  'a cat wearing a hat',
  'sunset over the sea',
  'Essex countryside',
  'a classic cocktail bar',
  'Scunthorpe town centre',
  'shiitake mushrooms in a bowl',
  'a pilot in the cockpit',
  'a cute pussycat',
  'the Mona Lisa',
  'café con leche',
  'un perro negro',
  'pesce alla griglia',
  'la regina delle nevi',
  'frango assado com cerveja',
  'a blue tit on a branch',
  'a shark bite',
  'a house at the end of a cul-de-sac',
  'hardcore punk concert poster',
  'a gore-tex jacket',
  'Dickens characters in London',
  'Emily Dickinson reading a poem',
  'Moby Dick whale breaching',
  'a cockatoo and a peacock',
  'a basset hound',
  'an analysis of cumulus clouds',
  'bass guitar on stage',
  'spices in a market in Marrakesh',
  'a passionate tango',
  'a snowman in Scunthorpe, 1984, 4k, f/1.8, 35mm',
  'Matsushita',
  'a grasshopper',
  'Sextant on a ship',
  'hancock',
  'homosexual couple at a wedding',
  'a deer (veado) in the forest',
  'pisello e fava',
  'Rosette de Lyon',
  'a quail, quaglia',
];

describe('checkSafety', () => {
  it.each(blocked)('blocks %s: %s', (_lang, text, reason) => {
    const result = checkSafety(text);
    expect(result.safe).toBe(false);
    if (!result.safe && reason) expect(result.reason).toBe(reason);
  });

  it.each(evasions)('sees through %s', (text) => {
    expect(checkSafety(text).safe).toBe(false);
  });

  it.each(passes)('lets %s pass', (text) => {
    expect(checkSafety(text)).toEqual({ safe: true });
  });

  it('names what it matched', () => {
    expect(checkSafety('a p0rn star')).toMatchObject({ safe: false, matched: 'porn' });
  });

  it('checks at least six languages, each list non-empty', () => {
    for (const lang of ['en', 'es', 'fr', 'de', 'pt', 'it'] as const) {
      expect(LANGUAGES[lang].length).toBeGreaterThan(50);
    }
  });

  it('every allow-list entry passes on its own', () => {
    for (const entry of ALLOW_LIST) expect(checkSafety(entry), entry).toEqual({ safe: true });
  });

  it('every listed term not on the allow list is blocked on its own', () => {
    const allowed = new Set(ALLOW_LIST.map(foldText));
    const missed = Object.values(LANGUAGES)
      .flat()
      .filter((term) => /\p{L}/u.test(term) && !allowed.has(foldText(term)))
      .filter((term) => checkSafety(term).safe);
    expect(missed).toEqual([]);
  });

  it('handles empty and odd input', () => {
    expect(checkSafety('')).toEqual({ safe: true });
    expect(checkSafety('   \n\t ')).toEqual({ safe: true });
    expect(checkSafety('🙂🙂🙂 !!! ???')).toEqual({ safe: true });
    expect(checkSafety('a'.repeat(10_000)).safe).toBe(true);
  });

  it('exports the block message and the internal-filter marker', () => {
    expect(BLOCKED_MESSAGE).toBe(
      'This prompt was blocked by our content filter. Please change it and try again.',
    );
    expect(INTERNAL_FILTER_MARKER).toBe('internal-filter');
  });
});
