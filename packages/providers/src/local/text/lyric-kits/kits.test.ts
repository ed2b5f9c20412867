import { describe, expect, it } from 'vitest';
import { countSyllables } from '../meter';
import { lastWord, rhymes } from '../rhymes';
import { ADDRESSED, KITS, type KitId } from './index';

const YOU = /\b(?:you|your|yours|yourself)\b/i;
/** Words of a time, a season or a weather: a kit says none, so that it fits any brief's. */
const TIME_OR_WEATHER =
  /\b(?:spring|summer|autumn|fall|winter|snow|rain|storm|dawn|dusk|sunset|sunrise|noon|midnight|morning|evening|tonight)\b/i;
/** Kits about the night may sing of it. */
const NIGHT_KITS: ReadonlySet<KitId> = new Set(['night', 'party', 'dark']);

describe('lyric kits', () => {
  for (const [id, kit] of Object.entries(KITS) as [KitId, NonNullable<(typeof KITS)[KitId]>][]) {
    describe(id, () => {
      const couplets = [...kit.verse, ...kit.chorus];
      it('has enough to write several songs', () => {
        expect(kit.verse.length).toBeGreaterThanOrEqual(8);
        expect(kit.verse.filter((c) => c.lines.join(' ').includes('{kw}')).length).toBeGreaterThanOrEqual(4);
        expect(kit.chorus.length).toBeGreaterThanOrEqual(5);
        expect(kit.hooks.length).toBeGreaterThanOrEqual(4);
      });
      it('rhymes every pair', () => {
        for (const { lines } of couplets)
          expect(rhymes(lastWord(lines[0]), lastWord(lines[1])), lines.join(' / ')).toBe(true);
      });
      it('keeps every line singable: 5 to 12 syllables besides the subject, 4 words or more', () => {
        for (const line of couplets.flatMap((c) => c.lines)) {
          const bare = line.replace(/\{kw\}|\{bare\}/g, '');
          const n = countSyllables(bare);
          expect(n, line).toBeGreaterThanOrEqual(line.includes('{') ? 3 : 5);
          expect(n, line).toBeLessThanOrEqual(12);
          expect(line.split(/\s+/).length, line).toBeGreaterThanOrEqual(4);
        }
      });
      it('places the subject only where a noun phrase goes, and hooks name it', () => {
        for (const line of [...couplets.flatMap((c) => c.lines), ...kit.hooks.map((h) => h.line)])
          expect(line.replace(/\{kw\}|\{bare\}/g, ''), line).not.toMatch(/[{}#]/);
        for (const h of kit.hooks) expect(h.line, h.line).toMatch(/\{kw\}|\{bare\}/);
      });
      it(ADDRESSED.has(id) ? 'may sing to someone' : 'sings to nobody', () => {
        if (ADDRESSED.has(id)) return;
        for (const line of [...couplets.flatMap((c) => c.lines), ...kit.hooks.map((h) => h.line)])
          expect(line, line).not.toMatch(YOU);
      });
      it('names no time, season or weather of its own', () => {
        if (NIGHT_KITS.has(id)) return;
        for (const line of [...couplets.flatMap((c) => c.lines), ...kit.hooks.map((h) => h.line)])
          expect(line, line).not.toMatch(TIME_OR_WEATHER);
      });
      it('is sung as I: "we" is made by the writer', () => {
        for (const line of [...couplets.flatMap((c) => c.lines), ...kit.hooks.map((h) => h.line)])
          expect(line, line).not.toMatch(/\b(?:we|us|our|ours)\b/i);
      });
    });
  }
});
