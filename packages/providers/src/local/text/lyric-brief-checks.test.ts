import { describe, expect, it } from 'vitest';
import { checkLyrics } from './lyric-checker';

const kinds = (lines: string[], options = {}) => checkLyrics(lines, options).map((p) => p.kind);

describe('lyric checker against the brief', () => {
  it('finds lines that lift off in a Sad, Nostalgic or Dark song, not in a Happy one', () => {
    const lift = ['Oh, the old mill, you made me fly', 'I was born to soar above the town'];
    for (const tag of ['Sad', 'Melancholic', 'Nostalgic', 'Dark'])
      expect(kinds(lift, { subject: 'the old mill closed', tags: [tag] })).toEqual(['mood', 'mood']);
    expect(
      kinds(['We were dancing all night long'], { subject: 'my first guitar', tags: ['Nostalgic'] }),
    ).toEqual(['mood']);
    expect(kinds(lift, { subject: 'the old mill', tags: ['Happy'] })).toEqual([]);
    expect(kinds(['I still remember the old mill'], { subject: 'the old mill', tags: ['Sad'] })).toEqual([]);
  });

  it('finds the brief’s "no" dropped', () => {
    expect(kinds(['I was dreaming of more homework'], { subject: 'no more homework' })).toEqual(['negation']);
    expect(kinds(['I was dreaming of no more homework'], { subject: 'no more homework' })).toEqual([]);
  });

  it('finds "we" in a song whose brief speaks as I', () => {
    expect(
      kinds(['We still remember the old days'], { subject: 'I forgive you', pointOfView: 'we' }),
    ).toContain('point of view');
    expect(kinds(['I still remember the old days'], { subject: 'I forgive you' })).toEqual([]);
  });

  it('finds the dead doing deeds or called to come, but not remembered', () => {
    const subject = 'my uncle died in the winter';
    expect(kinds(['My uncle taught me how to sail'], { subject })).toContain('loss');
    expect(kinds(['Oh, my uncle, take me far away'], { subject })).toContain('loss');
    expect(kinds(['Oh, can’t you see, come and find me soon'], { subject })).toContain('loss');
    expect(kinds(['I held on to my uncle for a while'], { subject })).toEqual([]);
  });

  it('finds romance in a song of family, fights in a children’s song', () => {
    expect(kinds(['Just you and me by the fire'], { subject: 'my aunt’s garden' })).toEqual(['romance']);
    expect(kinds(['Oh, if you only knew, love me soon'], { subject: 'my aunt’s garden' })).toEqual([
      'romance',
    ]);
    expect(
      kinds(['Just you and me by the fire'], { subject: 'my aunt’s garden', tags: ['Romantic'] }),
    ).toEqual([]);
    expect(kinds(['Long ago, we were ready to fight'], { subject: 'a puppy', tags: ['Children'] })).toContain(
      'children',
    );
  });

  it('finds pronouns and fragments of the brief used as nouns, and stock filler', () => {
    expect(kinds(['The we taught me how to heal'])).toContain('nonsense');
    expect(kinds(['Give me the I all year round'])).toEqual(['nonsense']);
    expect(kinds(['The still waiting tables kept me awake'])).toEqual(['nonsense']);
    expect(kinds(['My uncle never, I was dreaming of the sea'])).toEqual(['nonsense']);
    expect(kinds(['I was too young to drive'])).toEqual(['nonsense']);
    expect(kinds(['I miss you by the window'], { subject: 'a sunny picnic' })).toContain('nonsense');
    expect(kinds(['I miss you by the window'], { subject: 'she left me in june' })).toEqual([]);
  });
});
