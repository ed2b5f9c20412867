/**
 * Held-out song briefs for the music-quality bench, written before any of them was rendered: a name,
 * keywords and tags from the song generator's five groups, a song with written lyrics or an instrumental.
 * Even indexes are the dev half, odd the test half. Append only.
 */
import type { MusicRequest } from '@muse/providers';

export type Split = 'dev' | 'test';

export interface MusicBrief {
  name: string;
  keywords: string;
  tags: Required<MusicRequest['tags']>;
  musicType: MusicRequest['musicType'];
  lyrics?: string;
}

const lyrics = (...sections: [string, ...string[]][]) =>
  sections.map(([heading, ...lines]) => [`[${heading}]`, ...lines].join('\n')).join('\n\n');

const BRIEFS: readonly MusicBrief[] = [
  {
    name: 'Paper Boats',
    keywords: 'summer by the river',
    tags: {
      Genre: ['Pop'],
      Instrument: ['Acoustic Guitar', 'Drums'],
      Mood: ['Happy'],
      Vocal: ['Female'],
      Timbre: ['Bright'],
    },
    musicType: 'song',
    lyrics: lyrics(
      ['Verse', 'We folded paper boats and let them go', 'Down the river where the willows grow'],
      [
        'Chorus',
        'Sail away, sail away, into the golden afternoon',
        'We are running with the river, singing out of tune',
      ],
      ['Verse', 'Every evening we would wander home', 'Sunburned faces and a telephone'],
      [
        'Chorus',
        'Sail away, sail away, into the golden afternoon',
        'We are running with the river, singing out of tune',
      ],
    ),
  },
  {
    name: 'Lanterns',
    keywords: 'festival of lanterns',
    tags: {
      Genre: ['Pop'],
      Instrument: ['Piano', 'Strings'],
      Mood: ['Romantic'],
      Vocal: ['Female'],
      Timbre: ['Warm'],
    },
    musicType: 'song',
    lyrics: lyrics(
      ['Verse', 'A thousand lanterns rising over water', 'I find your hand beside me in the crowd'],
      ['Chorus', 'Hold on to me tonight', 'Underneath the floating light', 'Everything we wanted is allowed'],
      ['Verse', 'The music carries softly through the harbour', 'Our little wishes burning in the sky'],
      ['Chorus', 'Hold on to me tonight', 'Underneath the floating light', 'Everything we wanted is allowed'],
    ),
  },
  {
    name: 'Highway Dust',
    keywords: 'open highway',
    tags: {
      Genre: ['Rock'],
      Instrument: ['Electric Guitar', 'Drums'],
      Mood: ['Energetic'],
      Vocal: ['Instrumental'],
      Timbre: ['Gritty'],
    },
    musicType: 'music',
  },
  {
    name: 'Engine Heart',
    keywords: 'leaving town tonight',
    tags: {
      Genre: ['Rock'],
      Instrument: ['Electric Guitar', 'Bass'],
      Mood: ['Energetic'],
      Vocal: ['Male'],
      Timbre: ['Punchy'],
    },
    musicType: 'song',
    lyrics: lyrics(
      ['Verse', 'Started up the engine at the edge of town', 'Never looking backward, never slowing down'],
      [
        'Chorus',
        'Turn it up, turn it up, let the thunder roll',
        'Every mile behind me is a weight upon my soul',
      ],
      ['Verse', 'Gasoline and daylight, radio is loud', 'I am just another face inside the crowd'],
      [
        'Chorus',
        'Turn it up, turn it up, let the thunder roll',
        'Every mile behind me is a weight upon my soul',
      ],
    ),
  },
  {
    name: 'Porch Light',
    keywords: 'old farmhouse',
    tags: {
      Genre: ['Country'],
      Instrument: ['Acoustic Guitar', 'Piano'],
      Mood: ['Nostalgic'],
      Vocal: ['Male'],
      Timbre: ['Warm'],
    },
    musicType: 'song',
    lyrics: lyrics(
      [
        'Verse',
        'Mama left the porch light burning every single night',
        'Just in case her wandering children found their way',
      ],
      ['Chorus', 'And the porch light is still on', 'Even now that she is gone'],
      ['Verse', 'Daddy kept a fiddle hanging by the kitchen door', 'Played it only on a Sunday afternoon'],
      ['Chorus', 'And the porch light is still on', 'Even now that she is gone'],
    ),
  },
  {
    name: 'Dusty Boots',
    keywords: 'small town dance',
    tags: {
      Genre: ['Country'],
      Instrument: ['Acoustic Guitar', 'Drums'],
      Mood: ['Happy'],
      Vocal: ['Duet'],
      Timbre: ['Bright'],
    },
    musicType: 'song',
    lyrics: lyrics(
      [
        'Verse',
        'Put your dusty boots on, honey, it is Saturday',
        'The fiddler is tuning and the barn is full of hay',
      ],
      ['Chorus', 'Spin me around, spin me around', 'Dancing together in the middle of the town'],
      [
        'Verse',
        'Everybody gathers when the evening settles in',
        'Lemonade and laughter and a crooked violin',
      ],
      ['Chorus', 'Spin me around, spin me around', 'Dancing together in the middle of the town'],
    ),
  },
  {
    name: 'Blue Corner',
    keywords: 'late night bar',
    tags: {
      Genre: ['Jazz'],
      Instrument: ['Piano', 'Saxophone'],
      Mood: ['Calm'],
      Vocal: ['Instrumental'],
      Timbre: ['Warm'],
    },
    musicType: 'music',
  },
  {
    name: 'Velvet Hours',
    keywords: 'smoky jazz club',
    tags: {
      Genre: ['Jazz'],
      Instrument: ['Piano', 'Bass'],
      Mood: ['Romantic'],
      Vocal: ['Female'],
      Timbre: ['Soft'],
    },
    musicType: 'song',
    lyrics: lyrics(
      [
        'Verse',
        'The candles flicker low inside the velvet room',
        'You whisper something tender and the trumpet plays',
      ],
      ['Chorus', 'Stay a little longer, darling', 'Midnight is a melody for two'],
      [
        'Verse',
        'Another glass of silence and a lazy tune',
        'The city keeps on sleeping while the piano sways',
      ],
      ['Chorus', 'Stay a little longer, darling', 'Midnight is a melody for two'],
    ),
  },
  {
    name: 'Crossroads',
    keywords: 'stormy weather',
    tags: {
      Genre: ['Blues'],
      Instrument: ['Electric Guitar', 'Organ'],
      Mood: ['Sad'],
      Vocal: ['Male'],
      Timbre: ['Gritty'],
    },
    musicType: 'song',
    lyrics: lyrics(
      [
        'Verse',
        'Standing at the crossroads with my suitcase in the rain',
        'Every passing stranger only whispers out your name',
      ],
      ['Chorus', 'Lord, I got the weary blues', 'Nothing left for me to lose'],
      [
        'Verse',
        'Sold my only guitar for a ticket heading south',
        'Still I taste the bitter coffee and the rumour in my mouth',
      ],
      ['Chorus', 'Lord, I got the weary blues', 'Nothing left for me to lose'],
    ),
  },
  {
    name: 'Muddy Water',
    keywords: 'river delta evening',
    tags: {
      Genre: ['Blues'],
      Instrument: ['Electric Guitar', 'Bass'],
      Mood: ['Dark'],
      Vocal: ['Instrumental'],
      Timbre: ['Warm'],
    },
    musicType: 'music',
  },
  {
    name: 'Iron Sky',
    keywords: 'battle in the mountains',
    tags: {
      Genre: ['Metal'],
      Instrument: ['Electric Guitar', 'Drums'],
      Mood: ['Epic'],
      Vocal: ['Male'],
      Timbre: ['Gritty'],
    },
    musicType: 'song',
    lyrics: lyrics(
      ['Verse', 'Thunder on the mountain and the iron sky is burning', 'Armies of the broken are returning'],
      ['Chorus', 'Rise, rise, into the fire', 'Higher and higher, forever defiant'],
      ['Verse', 'Hammer of the ancients and the banners in the valley', 'Nobody remembers how to surrender'],
      ['Chorus', 'Rise, rise, into the fire', 'Higher and higher, forever defiant'],
    ),
  },
  {
    name: 'Obsidian',
    keywords: 'volcano awakening',
    tags: {
      Genre: ['Metal'],
      Instrument: ['Electric Guitar', 'Bass'],
      Mood: ['Dark'],
      Vocal: ['Choir'],
      Timbre: ['Punchy'],
    },
    musicType: 'song',
    lyrics: lyrics(
      [
        'Verse',
        'Underneath the mountain something ancient is awakening',
        'Rivers made of fire are descending',
      ],
      ['Chorus', 'Obsidian, obsidian', 'Darkness everlasting'],
      ['Verse', 'Shadows on the hillside and the villages are emptying', 'Nobody is waiting for the morning'],
      ['Chorus', 'Obsidian, obsidian', 'Darkness everlasting'],
    ),
  },
  {
    name: 'Neon Pulse',
    keywords: 'neon club',
    tags: {
      Genre: ['Electronic'],
      Instrument: ['Synth', 'Drums'],
      Mood: ['Energetic'],
      Vocal: ['Instrumental'],
      Timbre: ['Bright'],
    },
    musicType: 'music',
  },
  {
    name: 'Satellite',
    keywords: 'signals from space',
    tags: {
      Genre: ['Electronic'],
      Instrument: ['Synth', 'Bass'],
      Mood: ['Dreamy'],
      Vocal: ['Female'],
      Timbre: ['Airy'],
    },
    musicType: 'song',
    lyrics: lyrics(
      ['Verse', 'I am a satellite circling your atmosphere', 'Sending you a signal every evening'],
      [
        'Chorus',
        'Can you hear me calling from the other side',
        'Electric and beautiful, a message in the night',
      ],
      ['Verse', 'Silver constellations and a radio frequency', 'Floating in the silence of the galaxy'],
      [
        'Chorus',
        'Can you hear me calling from the other side',
        'Electric and beautiful, a message in the night',
      ],
    ),
  },
  {
    name: 'Rooftop Cipher',
    keywords: 'city rooftop at dusk',
    tags: {
      Genre: ['Hip Hop'],
      Instrument: ['Piano', 'Drums'],
      Mood: ['Energetic'],
      Vocal: ['Male'],
      Timbre: ['Punchy'],
    },
    musicType: 'song',
    lyrics: lyrics(
      [
        'Verse',
        'Standing on the rooftop with the city down below',
        'Every single window is a story that I know',
      ],
      ['Chorus', 'We keep rising, we keep rising', 'Over the horizon'],
      [
        'Verse',
        'Concrete and the sirens are the rhythm of the block',
        'Hustle every morning, never looking at the clock',
      ],
      ['Chorus', 'We keep rising, we keep rising', 'Over the horizon'],
    ),
  },
  {
    name: 'Sunday Beat',
    keywords: 'lazy sunday',
    tags: {
      Genre: ['Hip Hop'],
      Instrument: ['Piano', 'Bass'],
      Mood: ['Calm'],
      Vocal: ['Instrumental'],
      Timbre: ['Soft'],
    },
    musicType: 'music',
  },
  {
    name: 'Study Rain',
    keywords: 'rain on the window while studying',
    tags: {
      Genre: ['Lo-fi'],
      Instrument: ['Piano', 'Drums'],
      Mood: ['Calm'],
      Vocal: ['Instrumental'],
      Timbre: ['Warm'],
    },
    musicType: 'music',
  },
  {
    name: 'Polaroid',
    keywords: 'old photographs',
    tags: {
      Genre: ['Lo-fi'],
      Instrument: ['Acoustic Guitar', 'Piano'],
      Mood: ['Nostalgic'],
      Vocal: ['Female'],
      Timbre: ['Soft'],
    },
    musicType: 'song',
    lyrics: lyrics(
      [
        'Verse',
        'Found a box of polaroids beneath the attic stairs',
        'Faded little memories of summers everywhere',
      ],
      ['Chorus', 'Remember when we were younger', 'Every moment lasted forever'],
      [
        'Verse',
        'Yellow kitchen curtains and a bicycle in spring',
        'Grandmother was humming and the telephone would ring',
      ],
      ['Chorus', 'Remember when we were younger', 'Every moment lasted forever'],
    ),
  },
  {
    name: 'Winter Palace',
    keywords: 'snow over the palace',
    tags: {
      Genre: ['Classical'],
      Instrument: ['Strings', 'Piano'],
      Mood: ['Epic'],
      Vocal: ['Instrumental'],
      Timbre: ['Clean'],
    },
    musicType: 'music',
  },
  {
    name: 'Morning Prelude',
    keywords: 'sunrise over the meadow',
    tags: {
      Genre: ['Classical'],
      Instrument: ['Flute', 'Strings'],
      Mood: ['Calm'],
      Vocal: ['Instrumental'],
      Timbre: ['Airy'],
    },
    musicType: 'music',
  },
  {
    name: 'Harbour Song',
    keywords: 'fishing village harbour',
    tags: {
      Genre: ['Folk'],
      Instrument: ['Acoustic Guitar', 'Flute'],
      Mood: ['Calm'],
      Vocal: ['Choir'],
      Timbre: ['Warm'],
    },
    musicType: 'song',
    lyrics: lyrics(
      ['Verse', 'The boats come home at evening to the harbour', 'The gulls are calling over the water'],
      ['Chorus', 'Row, brothers, row, the tide is turning', 'Lanterns in the window burning'],
      ['Verse', 'Our fathers sailed the ocean every winter', 'Their stories echo in the timber'],
      ['Chorus', 'Row, brothers, row, the tide is turning', 'Lanterns in the window burning'],
    ),
  },
  {
    name: 'Wildflower Road',
    keywords: 'walking through wildflowers',
    tags: {
      Genre: ['Folk'],
      Instrument: ['Acoustic Guitar', 'Strings'],
      Mood: ['Happy'],
      Vocal: ['Female'],
      Timbre: ['Airy'],
    },
    musicType: 'song',
    lyrics: lyrics(
      ['Verse', 'Walking down the wildflower road in the morning', 'Honeybees are dancing in the clover'],
      ['Chorus', 'Follow me, follow me, over the meadow', 'Everything is easy when the sun is mellow'],
      ['Verse', 'Yesterday was heavy but today is different', 'Butterflies are carrying my worries'],
      ['Chorus', 'Follow me, follow me, over the meadow', 'Everything is easy when the sun is mellow'],
    ),
  },
  {
    name: 'Groove Machine',
    keywords: 'disco roller rink',
    tags: {
      Genre: ['Funk'],
      Instrument: ['Bass', 'Organ'],
      Mood: ['Happy'],
      Vocal: ['Instrumental'],
      Timbre: ['Punchy'],
    },
    musicType: 'music',
  },
  {
    name: 'Get Down Tonight',
    keywords: 'party on the dance floor',
    tags: {
      Genre: ['Funk'],
      Instrument: ['Electric Guitar', 'Saxophone'],
      Mood: ['Energetic'],
      Vocal: ['Duet'],
      Timbre: ['Clean'],
    },
    musicType: 'song',
    lyrics: lyrics(
      [
        'Verse',
        'Everybody on the dance floor, put your worries on the shelf',
        'Shake it like a tambourine and celebrate yourself',
      ],
      ['Chorus', 'Get down, get down tonight', 'Feel the rhythm, feel the light'],
      [
        'Verse',
        'Saxophone is calling and the bassline never stops',
        'Glitter on the ceiling and the temperature is hot',
      ],
      ['Chorus', 'Get down, get down tonight', 'Feel the rhythm, feel the light'],
    ),
  },
];

/** Each brief with its half: even indexes are dev, odd test. */
export const MUSIC_BRIEFS: readonly (MusicBrief & { split: Split })[] = BRIEFS.map((brief, i) => ({
  ...brief,
  split: i % 2 === 0 ? 'dev' : 'test',
}));
