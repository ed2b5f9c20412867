import { describe, expect, it } from 'vitest';
import { createEspeak } from '../../../speech/espeak-binding';
import { upsample2x } from '../../../speech/upsample';
import { ipaSyllables, syllableCuts } from './word-cuts';

describe('ipaSyllables', () => {
  const parts = (ipa: string, count: number) =>
    ipaSyllables(ipa, count)?.map((s) => s.phonemes.join('').replace(/[ˈˌ]/g, ''));

  it('groups a word’s phonemes around its vowels, one consonant going with the next vowel', () => {
    expect(parts('t_ə_n_ˈaɪ_t', 2)).toEqual(['tə', 'naɪt']);
    expect(parts('s_ˈɪ_l_v_ɚ', 2)).toEqual(['sɪl', 'vɚ']);
    expect(parts('w_ˈʌ_n_d_ɚ_ɹ_ɪ_ŋ', 3)).toEqual(['wʌn', 'dɚ', 'ɹɪŋ']);
    expect(parts('ɹ_ᵻ_m_ˈɛ_m_b_ɚ_d', 3)).toEqual(['ɹᵻ', 'mɛm', 'bɚd']);
  });

  it('splits a vowel espeak-ng writes as one phoneme, merges a hiatus, and gives up when it cannot fit', () => {
    expect(parts('f_ˈaɪɚ', 2)).toEqual(['faɪ', 'ɚ']);
    expect(parts('b_ˈiː__ɪ_ŋ', 1)).toEqual(['biːɪŋ']);
    expect(parts('ˈɛ_v_ɹ_i', 3)).toEqual(['ɛ', 'vɹ', 'i']);
    expect(parts('s_t', 1)).toBeUndefined();
    expect(parts('k_ˈæ_t', 2)).toBeUndefined();
  });
});

/** Speaks a word with espeak-ng directly, for its phoneme events: where each phoneme starts (ms). */
async function spokenWithTimings() {
  const module = await createEspeak();
  const worker = new module.eSpeakNGWorker() as unknown as {
    set_voice(name: string): number;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    synthesize_ipa(text: string): { ipa: string };
    synthesize(
      text: string,
      onChunk: (
        samples: Int16Array,
        events: { type: string; audio_position: number; id?: unknown }[],
      ) => boolean,
    ): void;
  };
  worker.set_voice('en-US+f3');
  worker.set_pitch(45);
  worker.set_range(0);
  return (word: string) => {
    const chunks: number[] = [];
    const phonemes: { id: string; ms: number }[] = [];
    worker.synthesize(word, (samples, events) => {
      chunks.push(...samples);
      for (const e of events)
        if (e.type === 'phoneme') phonemes.push({ id: String(e.id), ms: e.audio_position });
      return false;
    });
    const pcm = upsample2x(Float32Array.from(chunks, (s) => s / 32768));
    return { pcm, phonemes, ipa: worker.synthesize_ipa(word).ipa.trim() };
  };
}

describe('syllableCuts', { timeout: 60_000 }, () => {
  it("cuts a spoken word between its syllables: after each syllable's vowel begins, before the next one's", async () => {
    const speak = await spokenWithTimings();
    const words: [string, number][] = [
      ['tonight', 2],
      ['silver', 2],
      ['under', 2],
      ['city', 2],
      ['every', 2],
      ['beautiful', 3],
      ['shining', 2],
      ['empty', 2],
      ['wondering', 3],
      ['remembered', 3],
      ['window', 2],
      ['distant', 2],
      ['morning', 2],
      ['river', 2],
      ['forever', 3],
    ];
    for (const [word, count] of words) {
      const { pcm, phonemes, ipa } = speak(word);
      const syllables = ipaSyllables(ipa, count);
      expect(syllables, word).toBeDefined();
      const cuts = syllableCuts(pcm, syllables!).map((at) => (at / 44100) * 1000);
      expect(cuts, word).toHaveLength(count - 1);
      const vowels = phonemes.filter((p) => /[aeiouæɑɐɔəɚɛɜɪʊʌᵻ]/.test(p.id)).map((p) => p.ms);
      expect(vowels, word).toHaveLength(count);
      cuts.forEach((cut, k) => {
        expect(cut, `${word} cut ${k}`).toBeGreaterThan(vowels[k]! + 30);
        expect(cut, `${word} cut ${k}`).toBeLessThan(vowels[k + 1]! + 25);
      });
    }
  });
});
