import { describe, expect, it } from 'vitest';
import { loadEspeak } from '../../../speech/espeak';
import { wordSounds } from './sounds';

describe('wordSounds', { timeout: 60_000 }, () => {
  // The male voice says "upon" so that no clean cut between its syllables is found (seen in the
  // music-quality bench): each syllable said alone came out as "you" + "pon".
  it.each([[['u', 'pon']]])(
    'sings %j from one spoken word in the male voice, its parts in order',
    async (word) => {
      const espeak = await loadEspeak();
      const sounds = wordSounds(espeak, word, 'male');
      expect(sounds).toHaveLength(word.length);
      for (const sound of sounds) {
        expect(sound.word).toBe(word.join(''));
        expect(sound.marks.length).toBeGreaterThan(0);
      }
      for (let k = 1; k < sounds.length; k++) expect(sounds[k]!.from).toBe(sounds[k - 1]!.to);
    },
  );
});
