/**
 * Ninth held-out song briefs for lyrics, written on 2026-11-27 by someone who had not seen the
 * engine or any earlier set. A held-out set to be read once: do not tune against it. 30 briefs,
 * keywords as a person types them and 2–3 tags from the music generator's list.
 */
import type { SongBrief } from './song-briefs';

export const NINTH_SONG_BRIEFS: readonly SongBrief[] = [
  {
    keywords: 'for my wife on our 10th anniversary, we met at a bus stop in the rain',
    tags: ['Pop', 'Romantic', 'Acoustic Guitar'],
  },
  {
    keywords: 'my dad who passed away last spring. he loved fishing and bad jokes',
    tags: ['Folk', 'Sad', 'Male'],
  },
  { keywords: 'lullaby for our newborn daughter Amara', tags: ['Folk', 'Calm', 'Soft'] },
  { keywords: 'my ex who still has my record collection', tags: ['Rock', 'Energetic', 'Gritty'] },
  { keywords: 'high school graduation, class of 2027', tags: ['Pop', 'Happy', 'Choir'] },
  { keywords: 'our wedding day first dance', tags: ['Jazz', 'Romantic', 'Duet'] },
  {
    keywords: 'first day at my new job as a nurse, nervous but excited',
    tags: ['Pop', 'Energetic'],
  },
  {
    keywords: 'the last hockey game of my career before i retire',
    tags: ['Rock', 'Epic', 'Drums'],
  },
  { keywords: 'moving from Lagos to Toronto next month', tags: ['Hip Hop', 'Nostalgic'] },
  {
    keywords: 'celebration of life for my grandma. she made us promise there would be dancing, no crying',
    tags: ['Funk', 'Happy', 'Bright'],
  },
  {
    keywords: 'my little brother who is deployed overseas',
    tags: ['Country', 'Nostalgic', 'Male'],
  },
  { keywords: 'working night shifts at a warehouse', tags: ['Blues', 'Dark', 'Gritty'] },
  {
    keywords: 'my cat Biscuit who knocks everything off the table',
    tags: ['Pop', 'Happy', 'Bright'],
  },
  { keywords: 'faith getting me through the hard year', tags: ['Country', 'Calm', 'Choir'] },
  { keywords: 'so angry at my landlord', tags: ['Metal', 'Dark', 'Gritty'] },
  { keywords: 'where do all the socks go in the dryer', tags: ['Funk', 'Happy'] },
  { keywords: 'Lisbon at night', tags: ['Jazz', 'Dreamy', 'Saxophone'] },
  {
    keywords: 'long distance with my girlfriend, she is in Seoul and I am in Chicago',
    tags: ['Lo-fi', 'Romantic', 'Soft'],
  },
  { keywords: 'marathon training', tags: ['Electronic', 'Energetic', 'Punchy'] },
  {
    keywords: "breakup song but honestly I'm relieved it's over",
    tags: ['Pop', 'Happy'],
  },
  { keywords: 'taking care of my mom who has dementia', tags: ['Folk', 'Sad', 'Piano'] },
  { keywords: 'our team finally won the cup', tags: ['Rock', 'Epic', 'Choir'] },
  { keywords: 'rainy sunday doing nothing', tags: ['Lo-fi', 'Calm'] },
  { keywords: 'coffee', tags: ['Jazz', 'Happy', 'Warm'] },
  {
    keywords: 'my best friend Priya, we have known each other since kindergarten',
    tags: ['Pop', 'Nostalgic', 'Female'],
  },
  {
    keywords: 'the farm in Iowa where I grew up',
    tags: ['Country', 'Nostalgic', 'Acoustic Guitar'],
  },
  { keywords: 'my dog chasing a squirrel', tags: ['Metal', 'Epic'] },
  {
    keywords: 'quitting my office job to open a little bakery',
    tags: ['Folk', 'Happy', 'Warm'],
  },
  { keywords: 'winter solstice, the longest night', tags: ['Electronic', 'Dreamy', 'Synth'] },
  { keywords: 'Sunday mass in my village church', tags: ['Classical', 'Calm', 'Organ'] },
];
