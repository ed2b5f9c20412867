// The music-ideas engine's vocabulary, all data: what each mood and genre of the song tag options sounds
// like in words, which keywords suggest a mood or a genre, and the name and description templates.
// Moods and genres are spelt as in @muse/domain's SONG_TAG_OPTIONS, so chosen tags are valid options.
import type { Rules } from './grammar';
import type { Tone } from './rhyme-pool';

export interface MoodWords {
  /** Adjectives for descriptions ("an upbeat pop song"). */
  adjectives: readonly string[];
  /** What the song turns the theme into ("turns the summer rain into pure sunshine"). */
  nouns: readonly string[];
  /** The tempo feel, as a noun phrase ("a bouncy mid-tempo groove"). */
  tempos: readonly string[];
  /** Words for names ("Golden Summer Rain"). */
  titleWords: readonly string[];
  /** Which lyric endings suit it. */
  tone: Tone;
}

export const MOOD_WORDS: Readonly<Record<string, MoodWords>> = {
  Happy: {
    adjectives: ['upbeat', 'sunny', 'joyful'],
    nouns: ['pure sunshine', 'a celebration', 'a summer smile'],
    tempos: ['a bouncy mid-tempo groove', 'an upbeat, hand-clapping beat', 'a sunny, skipping rhythm'],
    titleWords: ['Golden', 'Sunny', 'Bright'],
    tone: 'bright',
  },
  Sad: {
    adjectives: ['melancholy', 'bittersweet', 'heartbroken'],
    nouns: ['a quiet ache', 'a tender goodbye', 'a slow-burning sorrow'],
    tempos: ['a slow, aching tempo', 'a gentle, unhurried pulse', 'a slow ballad pace'],
    titleWords: ['Blue', 'Fading', 'Lonely'],
    tone: 'dark',
  },
  Energetic: {
    adjectives: ['high-energy', 'driving', 'explosive'],
    nouns: ['a rush of adrenaline', 'a rallying shout', 'a jolt of electricity'],
    tempos: ['a driving, fast beat', 'a racing up-tempo pulse', 'a pounding four-on-the-floor beat'],
    titleWords: ['Wild', 'Electric', 'Restless'],
    tone: 'bright',
  },
  Calm: {
    adjectives: ['gentle', 'peaceful', 'soothing'],
    nouns: ['a slow exhale', 'a quiet moment', 'a lazy afternoon'],
    tempos: ['an unhurried, gentle pace', 'a slow, breathing tempo', 'a relaxed, easy sway'],
    titleWords: ['Quiet', 'Still', 'Gentle'],
    tone: 'any',
  },
  Romantic: {
    adjectives: ['romantic', 'tender', 'heartfelt'],
    nouns: ['a love letter', 'a slow dance', 'a whispered promise'],
    tempos: ['a slow, swaying rhythm', 'a tender, waltz-like sway', 'a warm, easy groove'],
    titleWords: ['Sweet', 'Tender', 'Velvet'],
    tone: 'bright',
  },
  Dark: {
    adjectives: ['brooding', 'dark', 'haunting'],
    nouns: ['a shadowy confession', 'a storm warning', 'a midnight secret'],
    tempos: ['a brooding, heavy pulse', 'a slow, menacing stomp', 'a tense, pulsing beat'],
    titleWords: ['Midnight', 'Shadow', 'Hollow'],
    tone: 'dark',
  },
  Epic: {
    adjectives: ['epic', 'soaring', 'cinematic'],
    nouns: ['a battle cry', 'a triumphant anthem', 'a legend retold'],
    tempos: ['a building, anthemic pace', 'a thundering march', 'a rising, cinematic pulse'],
    titleWords: ['Rising', 'Endless', 'Iron'],
    tone: 'bright',
  },
  Nostalgic: {
    adjectives: ['nostalgic', 'wistful', 'sepia-toned'],
    nouns: ['an old photograph', 'a fond memory', 'a postcard from the past'],
    tempos: ['a lilting mid-tempo sway', 'a gentle, rolling shuffle', 'a warm, unhurried groove'],
    titleWords: ['Faded', 'Old', 'Yesterday’s'],
    tone: 'any',
  },
  Dreamy: {
    adjectives: ['dreamy', 'hazy', 'ethereal'],
    nouns: ['a daydream', 'a midnight reverie', 'a drifting cloud'],
    tempos: ['a floating half-time feel', 'a slow, drifting pulse', 'a hazy, weightless groove'],
    titleWords: ['Drifting', 'Starlit', 'Velvet'],
    tone: 'any',
  },
};

export interface GenreWords {
  /** How a description names it. */
  word: string;
  /** Instrument options that suit it, most typical first. */
  instruments: readonly string[];
  /** Words that name an instrumental piece of it ("Summer Rain Nocturne"). */
  pieceWords: readonly string[];
}

export const GENRE_WORDS: Readonly<Record<string, GenreWords>> = {
  Pop: { word: 'pop', instruments: ['Synth', 'Piano', 'Drums'], pieceWords: ['Anthem', 'Daydream', 'Pop'] },
  Rock: {
    word: 'rock',
    instruments: ['Electric Guitar', 'Drums', 'Bass'],
    pieceWords: ['Anthem', 'Riff', 'Overdrive'],
  },
  Country: {
    word: 'country',
    instruments: ['Acoustic Guitar', 'Electric Guitar', 'Bass'],
    pieceWords: ['Two-Step', 'Hoedown', 'Ramble'],
  },
  Jazz: {
    word: 'jazz',
    instruments: ['Piano', 'Saxophone', 'Bass'],
    pieceWords: ['Swing', 'After Hours', 'Standard'],
  },
  Blues: {
    word: 'blues',
    instruments: ['Electric Guitar', 'Organ', 'Bass'],
    pieceWords: ['Blues', 'Shuffle', 'Lament'],
  },
  Metal: {
    word: 'metal',
    instruments: ['Electric Guitar', 'Drums', 'Bass'],
    pieceWords: ['Overture', 'Onslaught', 'Requiem'],
  },
  Electronic: {
    word: 'electronic',
    instruments: ['Synth', 'Drums', 'Bass'],
    pieceWords: ['Pulse', 'Circuit', 'Afterglow'],
  },
  'Hip Hop': {
    word: 'hip hop',
    instruments: ['Drums', 'Bass', 'Synth'],
    pieceWords: ['Cypher', 'Beat', 'Breakdown'],
  },
  'Lo-fi': { word: 'lo-fi', instruments: ['Piano', 'Drums', 'Bass'], pieceWords: ['Tape', 'Loop', 'Study'] },
  Classical: {
    word: 'classical',
    instruments: ['Strings', 'Piano', 'Flute'],
    pieceWords: ['Nocturne', 'Suite', 'Prelude', 'Sonata'],
  },
  Folk: {
    word: 'folk',
    instruments: ['Acoustic Guitar', 'Flute', 'Strings'],
    pieceWords: ['Air', 'Reel', 'Ballad'],
  },
  Funk: {
    word: 'funk',
    instruments: ['Bass', 'Electric Guitar', 'Organ'],
    pieceWords: ['Groove', 'Strut', 'Jam'],
  },
};

/** Adjectives that bring an instrument to life in a description ("smoky saxophone"). */
export const INSTRUMENT_WORDS: Readonly<Record<string, { word: string; adjectives: readonly string[] }>> = {
  Piano: { word: 'piano', adjectives: ['gentle', 'rolling', 'sparkling'] },
  'Acoustic Guitar': { word: 'acoustic guitar', adjectives: ['fingerpicked', 'strummed', 'warm'] },
  'Electric Guitar': { word: 'electric guitar', adjectives: ['crunchy', 'chiming', 'soaring'] },
  Strings: { word: 'strings', adjectives: ['sweeping', 'lush', 'swelling'] },
  Synth: { word: 'synths', adjectives: ['shimmering', 'pulsing', 'glassy'] },
  Bass: { word: 'bass', adjectives: ['round', 'deep', 'rubbery'] },
  Drums: { word: 'drums', adjectives: ['tight', 'brushed', 'punchy'] },
  Organ: { word: 'organ', adjectives: ['swirling', 'churchy', 'warm'] },
  Saxophone: { word: 'saxophone', adjectives: ['smoky', 'breathy', 'wailing'] },
  Flute: { word: 'flute', adjectives: ['airy', 'fluttering', 'light'] },
};

export const VOCAL_WORDS: Readonly<Record<string, string>> = {
  Female: 'a female voice',
  Male: 'a male voice',
  Choir: 'a full choir',
  Duet: 'two voices in a duet',
};

/** Keywords that suggest a mood and the genres that suit them (singular, lower case). */
export const KEYWORD_HINTS: readonly {
  words: readonly string[];
  mood?: string;
  genres: readonly string[];
}[] = [
  {
    words: [
      'sun',
      'summer',
      'beach',
      'party',
      'holiday',
      'birthday',
      'sunshine',
      'smile',
      'joy',
      'fun',
      'happy',
    ],
    mood: 'Happy',
    genres: ['Pop', 'Funk'],
  },
  {
    words: ['sad', 'tear', 'goodbye', 'loss', 'lonely', 'heartbreak', 'broken', 'grief', 'alone', 'cry'],
    mood: 'Sad',
    genres: ['Blues', 'Folk'],
  },
  {
    words: [
      'run',
      'race',
      'dance',
      'fast',
      'fight',
      'gym',
      'energy',
      'speed',
      'wild',
      'energetic',
      'workout',
    ],
    mood: 'Energetic',
    genres: ['Rock', 'Electronic'],
  },
  {
    words: ['calm', 'sleep', 'ocean', 'sea', 'forest', 'peace', 'morning', 'coffee', 'tea', 'lake', 'garden'],
    mood: 'Calm',
    genres: ['Lo-fi', 'Jazz', 'Classical'],
  },
  {
    words: ['love', 'heart', 'kiss', 'wedding', 'valentine', 'romance', 'darling', 'romantic', 'sweetheart'],
    mood: 'Romantic',
    genres: ['Pop', 'Jazz'],
  },
  {
    words: [
      'dark',
      'night',
      'ghost',
      'shadow',
      'storm',
      'death',
      'halloween',
      'haunted',
      'monster',
      'midnight',
    ],
    mood: 'Dark',
    genres: ['Metal', 'Electronic'],
  },
  {
    words: [
      'hero',
      'dragon',
      'battle',
      'war',
      'king',
      'kingdom',
      'epic',
      'mountain',
      'legend',
      'quest',
      'castle',
    ],
    mood: 'Epic',
    genres: ['Classical', 'Metal'],
  },
  {
    words: ['memory', 'old', 'childhood', 'home', 'autumn', 'photo', 'letter', 'yesterday', 'school', 'rain'],
    mood: 'Nostalgic',
    genres: ['Folk', 'Country'],
  },
  {
    words: ['dream', 'star', 'space', 'moon', 'cloud', 'sky', 'galaxy', 'stardust', 'astronaut', 'dreamy'],
    mood: 'Dreamy',
    genres: ['Electronic', 'Lo-fi'],
  },
  {
    words: ['road', 'truck', 'cowboy', 'farm', 'texas', 'whiskey', 'horse', 'ranch', 'prairie'],
    genres: ['Country'],
  },
  { words: ['city', 'street', 'hustle', 'block', 'crew', 'rap'], genres: ['Hip Hop'] },
  { words: ['robot', 'cyber', 'future', 'neon', 'techno', 'club', 'laser'], genres: ['Electronic'] },
  { words: ['cafe', 'bar', 'saxophone', 'cocktail', 'jazz', 'smoke'], genres: ['Jazz'] },
  { words: ['guitar', 'rebel', 'highway', 'rock'], genres: ['Rock'] },
  { words: ['disco', 'groove', 'funky', 'funk'], genres: ['Funk'] },
];

export const MUSIC_KEYS: readonly string[] = [
  'C Major',
  'A Minor',
  'D Minor',
  'E Minor',
  'G Major',
  'F Major',
  'E-flat Major',
  'F-sharp Minor',
];

/**
 * Song names; `#kwT#` is the keyword in Title Case, `#theKwT#` with "the" where English wants it. No name
 * adds a thing or a time of its own ("Divorce Once More", "Marathon and Small Things": readers found them
 * meaningless), and none chases what it is about.
 */
export const SONG_NAMES: readonly string[] = [
  '#adjT# #kwT#',
  'Dancing with #theKwT#',
  'Back to #theKwT#',
  'Letters to #theKwT#',
  'Ballad of #theKwT#',
  'Hold On to #theKwT#',
  'All for #theKwT#',
  'Songs of #theKwT#',
  'Echoes of #theKwT#',
  'Remembering #theKwT#',
  'Thinking of #theKwT#',
  'A Song for #theKwT#',
  'In #theKwT#',
  'Under #theKwT#',
  'Me and #theKwT#',
  'For #theKwT#',
  'All About #theKwT#',
];

export const PIECE_NAMES: readonly string[] = [
  '#kwT# #pieceT#',
  '#adjT# #kwT#',
  '#kwT# in #keyT#',
  'Variations on #theKwT#',
  'Reverie for #theKwT#',
  'Study in #kwT#',
  'Theme from #theKwT#',
  'Notes on #theKwT#',
  'Echoes of #theKwT#',
  'Lullaby for #theKwT#',
];

/** Rules of the name templates: none, as no name adds a time or a thing of its own. */
export const NAME_RULES: Rules = {};

/**
 * Descriptions. Variables: about (the keywords as a phrase), genre, instruments (two, with adjectives),
 * moodAdj, moodNoun, tempo; seconds: vocal, timbre, flavour.
 */
export const DESCRIPTION_RULES: Rules = {
  song: [
    '#moodAdj.a.cap# #genre# song about #about#, with #instruments# over #tempo#.',
    '#about.cap# set to #moodAdj# #genre#: #instruments# over #tempo#.',
    '#genre.a.cap# song that turns #about# into #moodNoun#, carried by #instruments# over #tempo#.',
    '#moodAdj.a.cap# #genre# track about #about#, built on #instruments# with #tempo#.',
    'Written around #about#, this #moodAdj# #genre# song rides #tempo# with #instruments#.',
  ],
  piece: [
    'An instrumental #genre# piece inspired by #about#, with #instruments# over #tempo#.',
    '#moodAdj.a.cap# #genre# instrumental about #about#: #instruments# over #tempo#.',
    '#instruments.cap# paint #about# in #moodAdj# #genre# colours over #tempo#.',
    '#genre.a.cap# piece for #instruments# that captures #about# with #tempo#.',
    'No words, just #moodAdj# #genre#: #instruments# tell the story of #about# over #tempo#.',
  ],
  vocalAndTimbre: [
    '#vocal.cap# sings the hook over #timbre.a# mix.',
    '#vocal.cap# carries the chorus, the sound #timbre# throughout.',
  ],
  vocalOnly: ['#vocal.cap# carries the chorus.', '#vocal.cap# sings the hook.'],
  timbreOnly: ['The mix stays #timbre# from start to finish.', 'The sound is #timbre# throughout.'],
  flavourOnly: ['Expect a touch of #flavour#.', 'It leans into #flavour#.'],
};
