/**
 * The soundtrack: an instrumental piece from the local composer in a style the prompt suggests (electronic
 * for neon and night cities, ambient for calm, snow, sea and space, cinematic otherwise), at least as long
 * as the video. The encoder cuts it to the video's length and fades it out.
 */
import type { MusicRequest } from '../../ports/music';
import { MIN_LENGTH_SECONDS } from '../music';

export function soundtrackRequest(prompt: string, durationSeconds: number, seed: number): MusicRequest {
  const text = prompt.toLowerCase();
  const genre = /\b(?:neon|cyberpunk|synthwave|club|disco|racing|robot\w*|futuristic)\b/.test(text)
    ? 'Electronic'
    : /\b(?:calm|quiet|peaceful|serene|snow\w*|fog\w*|mist\w*|space|stars?|galaxy|ocean|sea|lake|dream\w*|underwater)\b/.test(
          text,
        )
      ? 'Ambient'
      : 'Cinematic';
  const dark = /\b(?:storm\w*|dark|night|haunted|battle|war|thunder\w*|rain\w*)\b/.test(text);
  return {
    keywords: prompt,
    tags: { Genre: [genre], Mood: [dark ? 'Dark' : 'Calm'] },
    musicType: 'music',
    // The composer writes whole pieces of at least ten seconds; a shorter video takes the start of one.
    lengthSeconds: Math.max(MIN_LENGTH_SECONDS, Math.ceil(durationSeconds)),
    seed,
  };
}
