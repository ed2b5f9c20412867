/**
 * Sixth held-out song briefs for lyrics, written on 2026-11-27 by someone who had not seen the
 * engine or any earlier set. A held-out set to be read once: do not tune against it. 30 briefs,
 * keywords as a person types them and 2–3 tags from the music generator's list.
 */
import type { SongBrief } from './song-briefs';

export const SIXTH_SONG_BRIEFS: readonly SongBrief[] = [
  { keywords: 'summer road trip with my best friends', tags: ['Pop', 'Happy'] },
  { keywords: 'my grandmother passed away last spring', tags: ['Ballad', 'Sad', 'Piano'] },
  { keywords: 'neon city, midnight drive', tags: ['Synthwave', 'Dreamy', 'Synth'] },
  { keywords: 'a farm, a dog, a dusty pickup truck', tags: ['Country', 'Nostalgic'] },
  { keywords: 'brushing your teeth before bed', tags: ['Children', 'Happy', 'Female'] },
  { keywords: 'we broke up at the train station', tags: ['Indie', 'Melancholic', 'Male'] },
  { keywords: 'fight the system, no more rules', tags: ['Rock', 'Rebellious', 'Electric Guitar'] },
  { keywords: 'rainy sunday, studying, tea', tags: ['Lo-fi', 'Relaxed'] },
  { keywords: 'dancing all night in ibiza', tags: ['Dance', 'Energetic', 'Synth'] },
  { keywords: 'my daughter was born today', tags: ['Acoustic', 'Warm', 'Acoustic Guitar'] },
  { keywords: 'the last battle of the old kingdom', tags: ['Metal', 'Epic'] },
  { keywords: 'first date at a little jazz bar', tags: ['Jazz', 'Romantic', 'Female'] },
  { keywords: 'lost my job, still paying rent', tags: ['Blues', 'Sad', 'Male'] },
  { keywords: 'sunrise over the ocean', tags: ['Ambient', 'Calm'] },
  { keywords: 'growing up in the projects, made it out', tags: ['Hip Hop', 'Hopeful'] },
  { keywords: 'island breeze, sandals, no worries', tags: ['Reggae', 'Relaxed'] },
  { keywords: 'my mom always sang in the kitchen', tags: ['Soul', 'Warm', 'Female'] },
  { keywords: 'falling in love with a stranger on a plane', tags: ['R&B', 'Romantic'] },
  { keywords: 'a haunted house on the hill', tags: ['Children', 'Dark'] },
  { keywords: 'graduation day, leaving home', tags: ['Pop', 'Nostalgic', 'Hopeful'] },
  { keywords: 'the river where we used to swim', tags: ['Folk', 'Nostalgic', 'Acoustic Guitar'] },
  { keywords: 'winter, snow, an empty house', tags: ['Classical', 'Melancholic', 'Strings'] },
  { keywords: 'birthday party for my little brother', tags: ['Metal', 'Happy'] },
  { keywords: 'funeral of a king', tags: ['Dance', 'Sad'] },
  { keywords: 'space, stars, floating alone', tags: ['Electronic', 'Dreamy', 'Male'] },
  { keywords: 'our wedding in the vineyard', tags: ['Country', 'Romantic', 'Piano'] },
  { keywords: 'the night the power went out', tags: ['Indie', 'Calm'] },
  { keywords: 'my old car finally died', tags: ['Rock', 'Happy', 'Piano'] },
  { keywords: 'monday morning, alarm clock, traffic', tags: ['Jazz', 'Energetic'] },
  { keywords: 'I miss you, come back', tags: ['Hip Hop', 'Calm', 'Strings'] },
];
