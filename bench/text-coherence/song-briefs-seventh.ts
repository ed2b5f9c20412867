/**
 * Seventh held-out song briefs for lyrics, written on 2026-11-27 by someone who had not seen the
 * engine or any earlier set. A held-out set to be read once: do not tune against it. 30 briefs,
 * keywords as a person types them and 2–3 tags from the music generator's list.
 */
import type { SongBrief } from './song-briefs';

export const SEVENTH_SONG_BRIEFS: readonly SongBrief[] = [
  { keywords: 'my dad teaching me to ride a bike', tags: ['Folk', 'Nostalgic', 'Acoustic Guitar'] },
  { keywords: 'best freind turning 30, all the dumb stuff we did', tags: ['Pop', 'Happy', 'Playful'] },
  { keywords: 'lost my grandmother last winter', tags: ['Ballad', 'Sad', 'Piano'] },
  { keywords: 'night drive, city lights, neon', tags: ['Synthwave', 'Dreamy'] },
  { keywords: 'i miss you', tags: ['R&B', 'Melancholic', 'Female'] },
  { keywords: 'working double shifts to pay the rent', tags: ['Blues', 'Sad', 'Electric Guitar'] },
  { keywords: 'first dance at our wedding', tags: ['Ballad', 'Romantic', 'Piano'] },
  { keywords: 'brushing teeth song for my 4 year old', tags: ['Children', 'Playful'] },
  { keywords: 'quitting my job and moving to the coast', tags: ['Indie', 'Hopeful'] },
  { keywords: 'growing up in a small town in texas', tags: ['Country', 'Nostalgic', 'Male'] },
  { keywords: 'rage against the landlord', tags: ['Punk', 'Angry', 'Rebellious'] },
  {
    keywords: 'She left the porch light on for me every night until she was gone.',
    tags: ['Folk', 'Melancholic', 'Female'],
  },
  { keywords: 'sunday morning coffee, rain', tags: ['Lo-fi', 'Relaxed'] },
  { keywords: 'graduation, leaving home, new beginnings', tags: ['Pop', 'Hopeful'] },
  { keywords: 'dragons, ancient battle, the kingdom falls', tags: ['Metal', 'Epic'] },
  { keywords: 'my brother is deployed overseas', tags: ['Country', 'Sad', 'Acoustic Guitar'] },
  { keywords: 'dancing at the club til sunrise', tags: ['Dance', 'Electronic', 'Energetic'] },
  { keywords: 'sunny day at the market in kingston', tags: ['Reggae', 'Warm'] },
  { keywords: 'church choir, grace, coming home', tags: ['Gospel', 'Hopeful'] },
  { keywords: 'we met on the last train home', tags: ['Indie', 'Romantic'] },
  { keywords: "mom's kitchen on christmas eve", tags: ['Acoustic', 'Warm', 'Nostalgic'] },
  { keywords: 'hustle, came from nothing, my crew', tags: ['Hip Hop', 'Energetic', 'Male'] },
  { keywords: 'the ocean at night', tags: ['Ambient', 'Calm'] },
  { keywords: 'heartbreak in a smoky bar', tags: ['Jazz', 'Melancholic', 'Female'] },
  { keywords: 'my cat knocks everything off the table', tags: ['Pop', 'Playful'] },
  { keywords: 'fiesta en la playa, verano, bailar', tags: ['Latin', 'Dance', 'Happy'] },
  { keywords: 'divorce and starting over at 45', tags: ['Soul', 'Hopeful'] },
  {
    keywords: 'the old house we sold after dad died. i still drive past it sometimes',
    tags: ['Indie', 'Melancholic', 'Acoustic Guitar'],
  },
  { keywords: 'snowfall in an empty city', tags: ['Classical', 'Calm', 'Strings'] },
  { keywords: 'teenage rebellion, skipping school', tags: ['Rock', 'Rebellious', 'Electric Guitar'] },
];
