/**
 * Eighth held-out song briefs for lyrics, written on 2026-11-27 by someone who had not seen the
 * engine or any earlier set. A held-out set to be read once: do not tune against it. 30 briefs,
 * keywords as a person types them and 2–3 tags from the music generator's list.
 */
import type { SongBrief } from './song-briefs';

export const EIGHTH_SONG_BRIEFS: readonly SongBrief[] = [
  {
    keywords: 'grandma’s kitchen, sunday mornings, flour on her hands, radio playing',
    tags: ['Folk', 'Nostalgic', 'Acoustic Guitar'],
  },
  { keywords: 'she never called back after the concert', tags: ['Indie', 'Sad', 'Female'] },
  {
    keywords: 'we drove all night to see the ocean, windows down, singing off key',
    tags: ['Rock', 'Happy', 'Electric Guitar'],
  },
  {
    keywords: 'Moving into my first apartment. Empty rooms, everything echoes, it’s mine.',
    tags: ['Pop', 'Hopeful', 'Piano'],
  },
  { keywords: 'rent due again, working two jobs and still broke', tags: ['Hip Hop', 'Angry', 'Male'] },
  {
    keywords: 'my dog max is getting old, grey face, still waits by the door every evening',
    tags: ['Country', 'Melancholic', 'Acoustic Guitar'],
  },
  {
    keywords: 'got fired today and honestly best day ever, free at last',
    tags: ['Punk', 'Happy', 'Playful'],
  },
  { keywords: 'christmas eve alone in a new city, calling home', tags: ['Lo-fi', 'Melancholic'] },
  {
    keywords: 'marathon, last mile, legs burning, crowd shouting my name',
    tags: ['Electronic', 'Energetic'],
  },
  {
    keywords: 'last day of school, signing yearbooks, everyone going seperate ways',
    tags: ['Acoustic', 'Melancholic', 'Male'],
  },
  {
    keywords: 'lost my faith for a while and found it again in a tiny church by the highway',
    tags: ['Gospel', 'Hopeful', 'Female'],
  },
  { keywords: 'city at 3am, neon signs, taxi lights, cant sleep', tags: ['Synthwave', 'Dreamy', 'Synth'] },
  {
    keywords: 'the factory closed and the whole town went quiet',
    tags: ['Rock', 'Dark', 'Electric Guitar'],
  },
  {
    keywords: 'wedding toast for my best friend, we met in kindergarten and he still owes me a crayon',
    tags: ['Soul', 'Happy', 'Male'],
  },
  {
    keywords: 'my brother is deployed overseas, letters, mom keeps his room the same',
    tags: ['Ballad', 'Sad', 'Piano'],
  },
  { keywords: 'autumn walk, cold coffee, leaves', tags: ['Jazz', 'Relaxed'] },
  { keywords: 'early morning fishing, fog on the lake, nobody talking', tags: ['Folk', 'Calm'] },
  { keywords: 'summer festival, dancing barefoot in the mud with strangers', tags: ['Dance', 'Energetic'] },
  { keywords: 'lullaby for my newborn daughter', tags: ['Ballad', 'Calm', 'Piano'] },
  {
    keywords: 'divorce. splitting the furniture, arguing over who keeps the records',
    tags: ['Blues', 'Melancholic', 'Electric Guitar'],
  },
  { keywords: 'we won the championship in overtime!!', tags: ['Rock', 'Epic', 'Energetic'] },
  {
    keywords: 'uncle ray passed away but he would want us dancing, celebrate his life',
    tags: ['Reggae', 'Happy'],
  },
  {
    keywords: 'playing video games with my little sister til late, pizza, she always wins',
    tags: ['Pop', 'Playful', 'Happy'],
  },
  { keywords: 'birthday party and nobody came, balloons still up', tags: ['Indie', 'Dark'] },
  {
    keywords: 'falling in love in paris, cobblestones, late dinner, rain',
    tags: ['Jazz', 'Romantic', 'Female'],
  },
  {
    keywords: 'hospital waiting room, mom in surgery, vending machine coffee',
    tags: ['Soul', 'Sad', 'Piano'],
  },
  { keywords: 'halloween night, kids in costumes, spooky but fun', tags: ['Children', 'Playful', 'Happy'] },
  { keywords: 'my vegetable garden, the tomatoes are finally ripe', tags: ['Metal', 'Epic'] },
  {
    keywords: 'long distance relationship, diffrent time zones, video calls at midnight',
    tags: ['R&B', 'Romantic'],
  },
  { keywords: 'last day of the beach holiday, sunburn, dont wanna go home', tags: ['Pop', 'Melancholic'] },
];
