import { describe, expect, it } from 'vitest';
import { chooseKit } from './lyric-kit-choice';
import { moodOfTags } from './lyric-feelings';

const kitFor = (subject: string, tags: string[]) => chooseKit({ subject, tags, mood: moodOfTags(tags) });

describe('the kind of song a brief asks for', () => {
  it('puts a death and a parting before everything else', () => {
    expect(kitFor('my uncle died in the winter', ['Folk', 'Calm'])).toBe('loss');
    expect(kitFor('she left me at the airport', ['Pop', 'Energetic'])).toBe('parting');
    // A life celebrated, in a bright mood: a tribute to the one remembered, not grief and not family lines.
    expect(kitFor('aunt june passed away, she would want a party', ['Reggae', 'Happy'])).toBe('tribute');
    expect(kitFor('a song for my late grandpa, he loved to dance', ['Swing', 'Energetic'])).toBe('tribute');
    expect(kitFor('my late grandpa and his fishing boat', ['Folk', 'Sad'])).toBe('loss');
    // A thing that stops working is no death to grieve or celebrate.
    for (const tags of [
      ['Rock', 'Happy'],
      ['Folk', 'Sad'],
    ])
      expect(['loss', 'tribute', 'parting']).not.toContain(kitFor('my old laptop finally died today', tags));
  });

  it('reads the listeners and the tags', () => {
    expect(kitFor('washing the dog', ['Children', 'Playful'])).toBe('kids');
    expect(kitFor('homework', ['Punk', 'Angry'])).toBe('rebel');
    expect(kitFor('the old lighthouse', ['Cinematic', 'Epic'])).toBe('epic');
    expect(kitFor('the attic', ['Ambient', 'Dark'])).toBe('dark');
    expect(kitFor('coffee for two', ['Jazz', 'Romantic'])).toBe('love');
  });

  it('lets a sad mood turn a bright subject sad, and a love song into a parting', () => {
    expect(kitFor('the county fair', ['Country', 'Sad'])).toBe('sad');
    expect(kitFor('our wedding song', ['Ballad', 'Melancholic'])).toBe('parting');
  });

  it('sings one growing old and still here tenderly, not as a sickbed or a low stretch', () => {
    expect(kitFor('our old cat luna is slowing down, naps all day', ['Folk', 'Sad'])).toBe('ageing');
    expect(kitFor('grandpa is getting old, still tells the same jokes', ['Acoustic', 'Melancholic'])).toBe(
      'ageing',
    );
    // Gone is mourned, whatever the age.
    expect(kitFor('my old dog passed away, grey muzzle', ['Country', 'Sad'])).toBe('loss');
  });

  it('sings a glad release as freedom, not defiance; a sad one is still hard times', () => {
    expect(kitFor('quit my job on friday, no more boss, finally free', ['Punk', 'Happy'])).toBe('free');
    expect(kitFor('handed in my notice, no more alarm clock', ['Rock', 'Playful'])).toBe('free');
    expect(kitFor('laid off, got fired, no idea how to pay the bills', ['Blues', 'Sad'])).toBe('hard-times');
  });

  it('sings faith found with the faith kit, not as a goal worked for', () => {
    expect(kitFor('praying in a small chapel after years away', ['Soul', 'Hopeful'])).toBe('faith');
    expect(kitFor('the choir sang me home', ['Gospel', 'Warm'])).toBe('faith');
  });

  it('sings games with someone here as play, not as longing', () => {
    expect(kitFor('board games with my dad, he cheats every time', ['Pop', 'Playful', 'Happy'])).toBe('play');
    expect(kitFor('card games with my best friend, loser buys the fries', ['Indie', 'Happy'])).toBe('play');
  });

  it('reads a life ended in the telling, a birthday of a friend, striving and a calm night', () => {
    expect(kitFor('he kept the radio on for me until he was gone', ['Folk', 'Melancholic'])).toBe('loss');
    expect(kitFor('my sister turning 40, all the trouble we got into', ['Pop', 'Happy'])).toBe('toast');
    expect(kitFor('grind every day, from the bottom, my crew', ['Hip Hop', 'Energetic'])).toBe('hope');
    expect(kitFor('the harbour at night', ['Ambient', 'Calm'])).toBe('calm');
  });

  it('reads what the brief is about', () => {
    expect(kitFor('my dad’s workshop', ['Folk', 'Warm'])).toBe('family');
    expect(kitFor('grandpa and his old radio', ['Folk', 'Nostalgic'])).toBe('family');
    expect(kitFor('camping trip with my cousins', ['Pop', 'Happy'])).toBe('road');
    expect(kitFor('saturday night at the club', ['House'])).toBe('party');
    expect(kitFor('coast highway in a borrowed van', ['Rock'])).toBe('road');
    expect(kitFor('first day at the new job', ['Pop', 'Hopeful'])).toBe('hope');
    expect(kitFor('the treehouse we built as kids', ['Indie', 'Nostalgic'])).toBe('nostalgia');
    expect(kitFor('a garden full of bees', ['Acoustic', 'Calm'])).toBe('calm');
    expect(kitFor('neon signs and empty streets', ['Synthwave'])).toBe('night');
    expect(kitFor('pancakes', ['Pop', 'Happy'])).toBe('joy');
    expect(kitFor('found my faith again by the motorway', ['Gospel', 'Warm'])).toBe('faith');
  });

  it('reads who the song is for: the living are not mourned, one who left is a parting', () => {
    expect(kitFor('my old cat pepper is slowing down, sleeps all day', ['Folk', 'Melancholic'])).not.toBe(
      'loss',
    );
    expect(kitFor('he stopped answering my texts', ['Indie', 'Sad'])).toBe('parting');
    expect(kitFor('a lullaby for my baby son', ['Acoustic', 'Calm'])).toBe('family');
    // A friend the song is for is no lover: at a wedding or a birthday, a toast.
    expect(kitFor('a speech for my best friend at her wedding', ['Pop', 'Happy'])).toBe('toast');
    expect(kitFor('my sister turns thirty, birthday toast', ['Soul', 'Warm'])).toBe('toast');
    expect(kitFor('my best friend moved in next door', ['Pop', 'Happy'])).toBe('family');
  });

  it('sings a race or a game as a sport, won or run, never an epic quest or a party', () => {
    expect(kitFor('the cup final, extra time', ['Rock', 'Energetic'])).toBe('sport');
    expect(kitFor('half marathon, mile twenty, my knees are gone', ['EDM', 'Energetic'])).toBe('sport');
    expect(kitFor('our team won the league on the last day', ['Anthem', 'Epic'])).toBe('sport');
    expect(kitFor('state swim meet, lane four', ['Pop', 'Hopeful'])).toBe('sport');
  });

  it('sings hard times as hard times, and ghosts only where the brief is spooky', () => {
    expect(kitFor('the mill shut down and half the street moved away', ['Folk', 'Dark'])).toBe('hard-times');
    expect(kitFor('laid off after twenty years, bills on the table', ['Blues', 'Sad'])).toBe('hard-times');
    expect(kitFor('double shifts and rent going up again', ['Rap', 'Angry'])).toBe('hard-times');
    expect(kitFor('the old mansion on the hill is haunted', ['Rock', 'Dark'])).toBe('dark');
    expect(kitFor('monsters under the bridge', ['Industrial', 'Dark'])).toBe('dark');
    // A dark song of an event or a person is a sad one: no footsteps behind, no pair of eyes.
    expect(kitFor('my graduation and my dad never showed up', ['Indie', 'Dark'])).not.toBe('dark');
  });

  it('says goodbye to a time of life, and sings of distance far from home', () => {
    expect(kitFor('last day of college, packing the dorm room', ['Indie', 'Melancholic'])).toBe('farewell');
    expect(kitFor('end of the summer camp, everyone leaving', ['Folk', 'Sad'])).toBe('farewell');
    expect(kitFor('thanksgiving alone, far from home, eating noodles', ['Lo-fi', 'Sad'])).toBe('far');
    expect(kitFor('my dad is stationed overseas, his empty chair', ['Ballad', 'Melancholic'])).toBe('far');
    // Out of the room is not far away: a mother in surgery is no letter-writing song.
    expect(kitFor('mom in surgery, waiting room', ['Soul', 'Sad'])).toBe('sad');
  });

  it('keeps the ghost story for spooky briefs: anger and night work are hard times or defiance', () => {
    expect(kitFor('furious at my boss for cutting my hours', ['Punk', 'Dark'])).toBe('hard-times');
    expect(kitFor('so mad at the landlord who raised the rent', ['Rap', 'Dark'])).toBe('hard-times');
    expect(kitFor('fed up with the city council', ['Metal', 'Dark'])).toBe('rebel');
    expect(kitFor('pulling graveyard shifts at the loading dock', ['Blues', 'Dark'])).not.toBe('dark');
    expect(kitFor('a witch in the old attic', ['Folk', 'Dark'])).toBe('dark');
  });

  it('sings a new start with hope, a graduation or a retirement as a farewell, a move to come as a goodbye', () => {
    expect(kitFor('starting at a new school on monday, butterflies', ['Pop', 'Energetic'])).toBe('hope');
    expect(kitFor('first day of my apprenticeship at the garage', ['Rock', 'Happy'])).toBe('hope');
    expect(kitFor('college graduation, we made it', ['Pop', 'Happy'])).toBe('farewell');
    expect(kitFor('my final match before I retire from rugby', ['Rock', 'Epic'])).toBe('farewell');
    expect(kitFor('moving to Nairobi next week for good', ['Afrobeat', 'Nostalgic'])).toBe('farewell');
  });

  it('sings a break-up one is glad of as freedom, and a life celebrated as a tribute', () => {
    expect(kitFor('divorce finalised and honestly good riddance', ['Pop', 'Happy'])).toBe('free');
    expect(kitFor('in loving memory of uncle ted, who wanted a party', ['Funk', 'Happy'])).toBe('tribute');
    expect(kitFor('memorial for my grandpa, no crying allowed', ['Soul', 'Bright'])).toBe('tribute');
  });

  it('sings a cat or a dog at home as a pet song, in any mood but a low one', () => {
    expect(kitFor('my cat Biscuit who knocks everything off the table', ['Pop', 'Happy'])).toBe('pet');
    expect(kitFor('my dog chasing a squirrel', ['Metal', 'Epic'])).toBe('pet');
    expect(kitFor('my cat sleeping in the sun', ['Folk', 'Calm'])).toBe('pet');
    // Gone, growing old or sung low: not the pet song's mischief.
    expect(kitFor('my dog Max passed away', ['Folk', 'Sad'])).toBe('loss');
    expect(kitFor('old dog', ['Country', 'Sad'])).toBe('ageing');
    expect(kitFor('my cat is missing', ['Ballad', 'Sad'])).not.toBe('pet');
    // A horse or a goldfish has no paws, fur or naps on the bed.
    expect(kitFor('my horse Thunder', ['Country', 'Happy'])).not.toBe('pet');
  });

  it('sings a fast ordinary day with drive, not as a party, and a hospital as a wait, not a goal', () => {
    expect(kitFor('monday morning, alarm clock, traffic', ['Jazz', 'Energetic'])).toBe('busy');
    expect(kitFor('the gym on monday morning', ['Hip Hop', 'Energetic'])).toBe('busy');
    expect(kitFor('summer road trip with friends', ['Indie', 'Energetic'])).toBe('road');
    expect(kitFor('payday friday', ['Dance', 'Energetic'])).toBe('party');
    expect(kitFor('neon nights', ['Electronic', 'Energetic'])).toBe('party');
    expect(kitFor('a hospital waiting room', ['Ballad', 'Hopeful', 'Piano'])).toBe('sad');
    expect(kitFor('caring for my garden', ['Folk', 'Calm'])).not.toBe('sad');
  });

  it('sings an old place wistfully, a season’s first snow as now, a market gladly, a friend’s wedding as a toast', () => {
    expect(kitFor('an old train station', ['Blues', 'Melancholic'])).toBe('nostalgia');
    expect(kitFor('the first snow of the year', ['Indie', 'Warm'])).toBe('calm');
    expect(kitFor('sunny day at the market in kingston', ['Reggae', 'Warm'])).toBe('joy');
    expect(kitFor('my best friend is getting married', ['Acoustic', 'Warm'])).toBe('toast');
    expect(kitFor('the last song at the party', ['Dance', 'Sad'])).toBe('farewell');
  });

  it('sings a road defiantly as a road song, but never a stolen bike as one', () => {
    expect(kitFor('desert highway', ['Rock', 'Rebellious'])).toBe('road');
    expect(kitFor('my stolen bike', ['Punk', 'Angry'])).not.toBe('road');
  });

  it('sings a night drive to the sea as a road song, not a calm one', () => {
    expect(
      kitFor('we drove all night to see the ocean, windows down, singing off key', ['Rock', 'Happy']),
    ).toBe('road');
  });

  it('misses one far away in a song that is not glad', () => {
    expect(kitFor('my little brother who is deployed overseas', ['Country', 'Nostalgic'])).toBe('far');
  });

  it('sings a contest lost as a low song, whatever the tags', () => {
    expect(kitFor('the day we lost the final', ['Rock', 'Epic'])).toBe('sad');
    expect(kitFor('we won the cup final in extra time', ['Rock', 'Epic'])).toBe('sport');
  });

  it('toasts parents on their anniversary, and keeps company glad rather than solitary', () => {
    expect(kitFor('my parents 40th wedding anniversary', ['Country', 'Warm'])).toBe('toast');
    expect(kitFor('sunday pancakes with my kids', ['Folk', 'Happy'])).toBe('joy');
  });

  it('sings a debt paid off as a release, and studying for finals as no game', () => {
    expect(kitFor('finally paid off my student loans', ['Pop', 'Happy'])).toBe('free');
    expect(kitFor('late night studying for finals', ['Lo-fi', 'Calm'])).not.toBe('sport');
  });

  it('sings a job worked now with drive, a family feast gladly, self-love without a partner, a cup won as sport', () => {
    expect(kitFor('working at the docks', ['Blues', 'Gritty'])).toBe('busy');
    expect(kitFor('village fiesta, abuela cooking tamales for everyone', ['Latin', 'Happy'])).toBe('joy');
    expect(kitFor('self love', ['Pop', 'Happy'])).toBe('joy');
    expect(kitFor('we won the regional cup', ['Rock', 'Epic'])).toBe('sport');
  });
});
