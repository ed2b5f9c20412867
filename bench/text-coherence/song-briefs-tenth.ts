/**
 * Tenth held-out song briefs for lyrics, written on 2026-11-27 by someone who had not seen the
 * engine or any earlier set. A held-out set to be read once: do not tune against it. 30 briefs,
 * keywords as a person types them and 2–3 tags from the music generator's list.
 */
import type { SongBrief } from './song-briefs';

export const TENTH_SONG_BRIEFS: readonly SongBrief[] = [
  {
    keywords:
      'my dog rufus passed away last week he was 14. he used to wait for me at the gate ' +
      'every day after school',
    tags: ['Sad', 'Acoustic Guitar', 'Soft'],
  },
  { keywords: 'summer', tags: ['Happy', 'Pop'] },
  {
    keywords: 'song for my wife maria on our 25th anniversary, we met at a bus stop in porto in 1999',
    tags: ['Romantic', 'Ballad', 'Piano'],
  },
  { keywords: 'monday mornings', tags: ['Punk', 'Playful'] },
  {
    keywords: 'brushing teeth song for my 3 year old, she hates it',
    tags: ['Children', 'Playful', 'Bright'],
  },
  {
    keywords: 'road trip with the boys across australia, nullarbor, servo pies, flat tyre',
    tags: ['Rock', 'Energetic', 'Male'],
  },
  { keywords: 'leaving home for college', tags: ['Indie', 'Nostalgic', 'Hopeful'] },
  {
    keywords: 'night shift nurse, the quiet hours, coffee from the machine, holding hands with strangers',
    tags: ['Soul', 'Female', 'Warm'],
  },
  {
    keywords: 'rent is too high and the landlord doesnt fix anything',
    tags: ['Hip Hop', 'Rebellious', 'Gritty'],
  },
  { keywords: 'grandpas farm', tags: ['Country', 'Nostalgic'] },
  { keywords: 'breakup but im actually fine', tags: ['Pop', 'Dance', 'Female'] },
  {
    keywords: 'first snow of the year in montreal, everything gets quiet',
    tags: ['Calm', 'Ambient', 'Dreamy'],
  },
  {
    keywords: 'our football club won the regional cup after 30 years!!! go rovers',
    tags: ['Epic', 'Choir', 'Drums'],
  },
  { keywords: 'thank you lord for another day', tags: ['Gospel', 'Organ', 'Hopeful'] },
  {
    keywords: 'i should have called my brother back before he moved to canada. we havent spoken in 2 years',
    tags: ['Melancholic', 'Acoustic', 'Male'],
  },
  { keywords: 'best friend moving away', tags: ['Folk', 'Sad', 'Duet'] },
  {
    keywords:
      'retirement party for janet from accounts, 32 years at the company, loves gardening and ' +
      'crosswords',
    tags: ['Happy', 'Jazz', 'Saxophone'],
  },
  { keywords: 'insomnia', tags: ['Lo-fi', 'Dark', 'Synth'] },
  {
    keywords: 'neon city drive at midnight, no destination',
    tags: ['Synthwave', 'Electronic', 'Dreamy'],
  },
  {
    keywords: 'climate change the earth is burning and nobody listens',
    tags: ['Metal', 'Angry', 'Electric Guitar'],
  },
  {
    keywords: 'wedding first dance song for tom and aisha, we both love hiking and bad puns',
    tags: ['Romantic', 'Acoustic Guitar', 'Duet'],
  },
  { keywords: 'autum leaves and hot chocolate', tags: ['Warm', 'Folk', 'Calm'] },
  {
    keywords: 'my little sister turning 5, she loves unicorns and the colour purple',
    tags: ['Children', 'Happy', 'Pop'],
  },
  { keywords: 'working at the docks', tags: ['Blues', 'Gritty', 'Male'] },
  { keywords: 'island life, fishing boat, sun on the water', tags: ['Reggae', 'Relaxed'] },
  { keywords: 'getting sober one year today', tags: ['Hopeful', 'Piano', 'Soul'] },
  {
    keywords: 'dancing in the kitchen on a friday night with my husband after the kids are asleep',
    tags: ['Funk', 'Playful', 'Dance'],
  },
  { keywords: 'self love', tags: ['R&B', 'Female', 'Soft'] },
  {
    keywords: 'the old cinema in our town closed down after 80 years',
    tags: ['Nostalgic', 'Classical', 'Strings'],
  },
  {
    keywords: 'fiesta en el pueblo, my abuela cooking tamales for everyone',
    tags: ['Latin', 'Happy', 'Bright'],
  },
];
