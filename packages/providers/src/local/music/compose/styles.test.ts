import { SONG_PRESETS, SONG_TAG_OPTIONS } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { timbreOf } from '../synth/instruments';
import { bandOf, genreOf, type Role } from './styles';

/** General MIDI families (program ranges) a listener would accept for each Instrument tag. */
const FAMILY: Record<string, { lead?: [number, number]; chords?: [number, number] }> = {
  Piano: { lead: [0, 7], chords: [0, 7] },
  'Acoustic Guitar': { lead: [24, 25], chords: [24, 25] },
  'Electric Guitar': { lead: [26, 31], chords: [26, 31] },
  Strings: { lead: [40, 51], chords: [40, 51] },
  Synth: { lead: [80, 95], chords: [80, 95] },
  Organ: { lead: [16, 23], chords: [16, 23] },
  Saxophone: { lead: [64, 67] },
  Flute: { lead: [72, 79] },
};
const within = (program: number, [low, high]: [number, number]) => program >= low && program <= high;
const band = (genre: string, instruments: string[], sung = false, gritty = false) =>
  bandOf(instruments, genreOf([genre], ''), sung, gritty);

describe('bandOf: the Instrument tags choose the band', () => {
  it('plays every melodic Instrument option, alone, in the lead of every genre, in its own family', () => {
    for (const genre of SONG_TAG_OPTIONS.Genre) {
      for (const instrument of SONG_TAG_OPTIONS.Instrument) {
        const family = FAMILY[instrument];
        if (!family) continue; // Bass and Drums: the rhythm section, below
        const programs = band(genre, [instrument]);
        expect(within(programs.lead, family.lead ?? family.chords!), `${genre} ${instrument}`).toBe(true);
      }
    }
  });

  it('lets the first named instrument lead and the second comp, each in its family', () => {
    const chordal = SONG_TAG_OPTIONS.Instrument.filter((i) => FAMILY[i]?.chords);
    for (const first of chordal) {
      for (const second of chordal) {
        if (first === second) continue;
        const programs = band('Pop', [first, second]);
        expect(within(programs.lead, FAMILY[first]!.lead!), `${first} leads`).toBe(true);
        expect(within(programs.chords, FAMILY[second]!.chords!), `${second} comps`).toBe(true);
      }
    }
  });

  it('gives a melody-only instrument named second the lead, the first comping; a sung song comps with the first that can', () => {
    expect(band('Jazz', ['Piano', 'Saxophone'])).toMatchObject({ lead: 65, chords: 0 });
    expect(band('Jazz', ['Saxophone', 'Piano'])).toMatchObject({ lead: 65, chords: 0 });
    expect(band('Classical', ['Flute', 'Strings'])).toMatchObject({ lead: 73, chords: 48 });
    const sung = band('Pop', ['Saxophone', 'Acoustic Guitar'], true);
    expect(sung.lead).toBe(53);
    expect(within(sung.chords, [24, 25])).toBe(true);
  });

  it("keeps the genre's own sound within an instrument's family, and the genre's band when nothing is named", () => {
    // Rock: one electric guitar named leads overdriven over a clean rhythm guitar, no strings.
    expect(band('Rock', ['Electric Guitar', 'Drums'])).toMatchObject({ lead: 29, chords: 27 });
    expect(band('Rock', ['Electric Guitar', 'Drums'], false, true)).toMatchObject({ lead: 30, chords: 30 });
    expect(band('Hip Hop', ['Piano']).lead).toBe(4); // the genre's electric piano is a piano
    const rock = genreOf(['Rock'], '');
    expect(bandOf([], rock, false, false)).toEqual({ lead: rock.lead, chords: rock.chords, bass: rock.bass });
    expect(bandOf(['Drums'], rock, false, false)).toEqual(bandOf([], rock, false, false));
    expect(within(band('Funk', ['Bass']).bass, [32, 39])).toBe(true);
  });

  it("plays each preset's instruments", () => {
    const roles = (name: string): Record<Role, number> => {
      const preset = SONG_PRESETS.find((p) => p.name === name)!;
      const sung = !preset.tags.Vocal.includes('Instrumental');
      const gritty = preset.tags.Timbre.includes('Gritty');
      return bandOf(preset.tags.Instrument, genreOf(preset.tags.Genre, ''), sung, gritty);
    };
    // Sung: the voice leads and the first instrument that can comps.
    expect(within(roles('Country Rock').chords, [24, 25])).toBe(true);
    expect(within(roles('Pop').chords, [80, 95])).toBe(true);
    expect(roles('Jazz').chords).toBe(0);
    expect(roles('Metal').chords).toBe(30);
    for (const preset of SONG_PRESETS) expect(roles(preset.name).lead).toBe(53);
  });
});

describe('timbreOf: the Timbre and Mood tags colour the sound', () => {
  it('darkens for Warm and Soft and the quieter moods, brightens for Bright and the livelier ones', () => {
    const brightness = (...words: string[]) => timbreOf(words).brightness;
    for (const timbre of SONG_TAG_OPTIONS.Timbre) expect(brightness(timbre), timbre).toBeGreaterThan(0);
    expect(brightness('Warm')).toBeLessThan(1);
    expect(brightness('Soft')).toBeLessThan(1);
    expect(brightness('Bright')).toBeGreaterThan(1);
    expect(brightness('Warm', 'Calm')).toBeLessThan(brightness('Warm'));
    expect(brightness('Bright', 'Happy')).toBeGreaterThan(brightness('Bright'));
    for (const mood of ['Sad', 'Calm', 'Romantic', 'Nostalgic', 'Dreamy', 'Dark'])
      expect(brightness(mood), mood).toBeLessThan(1);
    for (const mood of ['Happy', 'Energetic', 'Epic']) expect(brightness(mood), mood).toBeGreaterThan(1);
    expect(timbreOf(['Gritty']).drive).toBeGreaterThan(0);
    expect(timbreOf(['Airy']).room).toBeGreaterThan(1);
    expect(timbreOf(['Punchy']).drums).toBeGreaterThan(1);
  });
});
