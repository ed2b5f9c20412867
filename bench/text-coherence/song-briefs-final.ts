/**
 * A second held-out set of song briefs for lyrics, written on 2026-11-27 by someone who had
 * not seen the engine, after both halves of song-briefs.ts had been read and tuned on. Read once; never
 * tuned on.
 */
import type { SongBrief } from './song-briefs';
export const FINAL_SONG_BRIEFS: readonly SongBrief[] = [
  { keywords: 'wedding day', tags: ['Pop', 'Romantic', 'Female'] },
  { keywords: 'night shift at the factory', tags: ['Blues', 'Dark'] },
  { keywords: 'my cat sleeps all day', tags: ['Children', 'Happy'] },
  { keywords: 'my fathers hands', tags: ['Country', 'Nostalgic', 'Acoustic Guitar'] },
  { keywords: 'tokyo at 2am', tags: ['Synthwave', 'Dreamy'] },
  { keywords: 'graduation', tags: ['Pop', 'Hopeful'] },
  { keywords: 'the last summer before college', tags: ['Indie', 'Nostalgic'] },
  { keywords: 'empty chair at the table', tags: ['Ballad', 'Sad', 'Piano'] },
  { keywords: 'a fox in the garden', tags: ['Folk', 'Calm'] },
  { keywords: 'payday friday', tags: ['Dance', 'Energetic'] },
  { keywords: 'desert highway', tags: ['Rock', 'Rebellious'] },
  { keywords: 'first snow of the year', tags: ['Acoustic', 'Warm'] },
  { keywords: 'long distance phone calls', tags: ['Pop', 'Melancholic'] },
  { keywords: 'harvest moon', tags: ['Country', 'Romantic'] },
  { keywords: 'a robot learning to love', tags: ['Electronic', 'Dreamy'] },
  { keywords: 'waiting tables', tags: ['Soul', 'Relaxed'] },
  { keywords: 'hospital waiting room', tags: ['Indie', 'Sad'] },
  { keywords: 'backpacking through europe', tags: ['Folk', 'Happy'] },
  { keywords: 'new years eve', tags: ['Pop', 'Energetic'] },
  { keywords: 'a rainy afternoon in a bookshop', tags: ['Jazz', 'Calm'] },
  { keywords: 'whales singing', tags: ['Ambient', 'Dreamy'] },
  { keywords: 'garage band', tags: ['Rock', 'Energetic'] },
  { keywords: 'my grandmother is forgetting my name', tags: ['Ballad', 'Melancholic', 'Piano'] },
  { keywords: 'spring cleaning', tags: ['Acoustic', 'Happy'] },
  { keywords: 'lost luggage', tags: ['Blues', 'Relaxed'] },
  { keywords: 'the dog who waits at the station', tags: ['Folk', 'Sad'] },
  { keywords: 'dancing in the kitchen', tags: ['Soul', 'Warm'] },
  { keywords: 'a volcano that wants to be a mountain', tags: ['Indie', 'Hopeful'] },
  { keywords: 'fishing boats leaving at dawn', tags: ['Country', 'Calm'] },
  { keywords: 'city of a million windows', tags: ['Electronic', 'Dark', 'Female'] },
];
