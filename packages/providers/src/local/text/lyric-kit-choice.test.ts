import { describe, expect, it } from 'vitest';
import { chooseKit } from './lyric-kit-choice';
import { moodOfTags } from './lyric-feelings';

const kitFor = (subject: string, tags: string[]) => chooseKit({ subject, tags, mood: moodOfTags(tags) });

describe('the kind of song a brief asks for', () => {
  it('puts a death and a parting before everything else', () => {
    expect(kitFor('my uncle died in the winter', ['Folk', 'Calm'])).toBe('loss');
    expect(kitFor('she left me at the airport', ['Pop', 'Energetic'])).toBe('parting');
    // A life celebrated, in a bright mood: sung to the one remembered, warmly.
    expect(kitFor('aunt june passed away, she would want a party', ['Reggae', 'Happy'])).toBe('family');
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
    expect(kitFor('the cup final, extra time', ['Rock', 'Energetic'])).toBe('epic');
    expect(kitFor('found my faith again by the motorway', ['Gospel', 'Warm'])).toBe('hope');
  });

  it('reads who the song is for: the living are not mourned, one who left is a parting', () => {
    expect(kitFor('my old cat pepper is slowing down, sleeps all day', ['Folk', 'Melancholic'])).not.toBe(
      'loss',
    );
    expect(kitFor('he stopped answering my texts', ['Indie', 'Sad'])).toBe('parting');
    expect(kitFor('a lullaby for my baby son', ['Acoustic', 'Calm'])).toBe('family');
    // A friend the song is for is family, not a lover, even at a wedding.
    expect(kitFor('a speech for my best friend at her wedding', ['Pop', 'Happy'])).toBe('family');
  });
});
