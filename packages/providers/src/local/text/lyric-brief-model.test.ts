import { describe, expect, it } from 'vitest';
import { isCleanPhrase, meetsNeeds, readBriefModel } from './lyric-brief-model';
import { parseKeywords } from './keywords';

const read = (brief: string, tags: string[] = []) => readBriefModel(parseKeywords(brief), tags);

describe('the brief model', () => {
  it('reads a possessive as the person, not a plural', () => {
    const model = read('grandma’s kitchen, sunday mornings, flour on her hands', ['Folk', 'Nostalgic']);
    expect(model.person).toMatchObject({ np: 'my grandma', call: 'Grandma', about: true });
    expect(read('my grandpa’s workshop, sawdust, an old radio').person?.np).toBe('my grandpa');
  });

  it('names a pet by its name, alive and here', () => {
    expect(read('my dog max is getting old, grey face').person).toMatchObject({
      np: 'my dog Max',
      call: 'Max',
      pet: true,
      state: 'present',
    });
    expect(read('my cat biscuit sleeps on the windowsill').person).toMatchObject({
      np: 'my cat Biscuit',
      state: 'present',
    });
    expect(read('my cat biscuit who knocks everything off the table').person?.np).toBe('my cat Biscuit');
  });

  it('takes no verb after a relation for a name', () => {
    expect(read('my mom beat cancer').person).toMatchObject({ np: 'my mom', name: null });
    expect(read('my dad drove trucks for forty years').person?.np).toBe('my dad');
    expect(read('i should have called my brother back before he moved').person?.np).toBe('my brother');
  });

  it('tells the absent, the gone, the newborn and the estranged apart', () => {
    expect(read('my brother is deployed overseas, letters').person?.state).toBe('away');
    expect(read('my sister is studying abroad this year').person?.state).toBe('away');
    expect(read('aunt rosa passed away last spring').person).toMatchObject({
      np: 'Aunt Rosa',
      state: 'gone',
    });
    expect(read('lullaby for my newborn daughter').person).toMatchObject({ state: 'newborn', about: true });
    expect(read('rocking my baby son to sleep').person?.state).toBe('newborn');
    // Named only by a pronoun: the song is sung to them, as "you".
    expect(read('he stopped talking to me after the wedding').person).toMatchObject({
      np: 'you',
      state: 'estranged',
    });
    expect(read('she never called back after the concert').person?.np).toBe('you');
  });

  it('keeps a person along for the ride out of the subject', () => {
    const model = read('building a treehouse with my little brother');
    expect(model.person).toMatchObject({ np: 'my little brother', about: false, young: true });
  });

  it('knows a one-time event from something ongoing', () => {
    expect(read('christmas eve alone in a new city').oneTime).toBe(true);
    expect(read('first day at the new job').oneTime).toBe(true);
    expect(read('Quitting the band. Last show tonight').oneTime).toBe(true);
    expect(read('sunday pancakes with dad').oneTime).toBe(false);
    expect(read('halloween night, kids in costumes').oneTime).toBe(false);
  });

  it('finds a clean subject in a sentence', () => {
    expect(read('Moving into my first apartment. Empty rooms, everything echoes').subject).toBe(
      'my first apartment',
    );
    expect(read('rent due again, working two jobs and still broke').subject).toBe('two jobs');
    expect(read('we drove all night to see the ocean').subject).toBe('the ocean');
    expect(read('christmas eve alone in a new city').subject).toBe('christmas eve');
    expect(read('Quitting the band. Last show tonight').subject).toBe('the band');
  });

  it('tells a clean noun phrase from a fragment', () => {
    expect(isCleanPhrase('my first apartment')).toBe(true);
    expect(isCleanPhrase('the hospital waiting room')).toBe(true);
    expect(isCleanPhrase('Moving into my first apartment. Empty rooms')).toBe(false);
    expect(isCleanPhrase('working two jobs and still broke')).toBe(false);
    expect(isCleanPhrase('divorce splitting the furniture')).toBe(false);
    expect(isCleanPhrase('everything echoes')).toBe(false);
  });

  it('checks what a line assumes against the brief', () => {
    const away = read('my sister is studying abroad this year');
    expect(meetsNeeds(['present'], away)).toBe(false);
    expect(meetsNeeds(['away', 'alive'], away)).toBe(true);
    const dog = read('my dog max is getting old');
    expect(meetsNeeds(['adult'], dog)).toBe(false);
    expect(meetsNeeds(['alive', 'present'], dog)).toBe(true);
    expect(meetsNeeds(['alive'], read('aunt rosa passed away last spring'))).toBe(false);
    expect(meetsNeeds(['baby'], read('rocking my baby son to sleep'))).toBe(true);
    expect(meetsNeeds(['recurring'], read('christmas eve alone in a new city'))).toBe(false);
    expect(meetsNeeds(['recurring', 'present', 'adult'], read('autumn leaves in the park'))).toBe(true);
    // With nobody in the brief, a line that needs someone far away or a baby is not sung.
    expect(meetsNeeds(['away'], read('autumn leaves in the park'))).toBe(false);
    // Barns and green hills by day: not on a night drive or in a city.
    expect(meetsNeeds(['country'], read('neon city, midnight drive'))).toBe(false);
    expect(meetsNeeds(['country'], read('summer road trip'))).toBe(true);
    expect(meetsNeeds(['country'], read('desert highway'))).toBe(false);
    expect(meetsNeeds(['country'], read('road trip across the nullarbor with the boys'))).toBe(false);
    // No amp and three chords in hip hop; no dream since childhood of a job already worked.
    expect(meetsNeeds(['guitar'], readBriefModel('fight the system', ['Hip Hop', 'Rebellious']))).toBe(false);
    expect(meetsNeeds(['guitar'], readBriefModel('fight the system', ['Punk', 'Rebellious']))).toBe(true);
    expect(meetsNeeds(['goal'], read('working the night shift at the docks'))).toBe(false);
    // A brother who moved away for good, not spoken to in two years: no letters, no "until you're back".
    const silent = read(
      'i should have called my brother before he moved to canada. we havent spoken in 2 years',
    );
    expect(meetsNeeds(['contact'], silent)).toBe(false);
    expect(meetsNeeds(['returning'], silent)).toBe(false);
    expect(meetsNeeds(['returning'], read('my brother is deployed overseas'))).toBe(true);
    expect(meetsNeeds(['someone'], read('self love'))).toBe(false);
    expect(meetsNeeds(['someone'], read('my sister comes home for christmas'))).toBe(true);
    expect(meetsNeeds(['present'], read('lost luggage'))).toBe(false);
    expect(meetsNeeds(['waiting'], read('hospital waiting room, mom in surgery'))).toBe(true);
    expect(meetsNeeds(['waiting'], read('lighthouse'))).toBe(false);
    expect(meetsNeeds(['angry'], read('the factory closed and the whole town went quiet'))).toBe(false);
    expect(meetsNeeds(['unwon'], read('we won the championship in overtime!!'))).toBe(false);
    expect(meetsNeeds(['fresh'], read('for my wife on our 10th anniversary'))).toBe(false);
    expect(meetsNeeds(['fresh'], read('first date at a little jazz bar'))).toBe(true);
    // A love of unknown age is sung as long shared or as new, never both: only a brief's new love is new.
    expect(meetsNeeds(['fresh'], read('moonlight'))).toBe(false);
    expect(meetsNeeds(['spooky'], read('a haunted house on the hill'))).toBe(true);
    expect(meetsNeeds(['spooky'], readBriefModel('the old attic', ['Children', 'Dark']))).toBe(true);
    expect(meetsNeeds(['spooky'], read('brushing your teeth'))).toBe(false);
    // A pet gone has its bowl and its spot on the couch, never a coat or letters.
    expect(meetsNeeds(['adult'], read('missing my cat who died last year'))).toBe(false);
    expect(meetsNeeds(['pet'], read('missing my cat who died last year'))).toBe(true);
    expect(meetsNeeds(['angry'], readBriefModel('two jobs, still broke', ['Hip Hop', 'Angry']))).toBe(true);
  });

  it('reads the occasion and the relation for what a line assumes', () => {
    const friend = read('toast for my best friend at his wedding');
    expect(meetsNeeds(['kin'], friend)).toBe(false);
    expect(meetsNeeds(['friend', 'couple'], friend)).toBe(true);
    expect(meetsNeeds(['kin'], read('my mom and her garden'))).toBe(true);
    expect(meetsNeeds(['ongoing'], read('prom night and my date never showed'))).toBe(false);
    expect(meetsNeeds(['ongoing'], read('mom in surgery, waiting room'))).toBe(false);
    expect(meetsNeeds(['ongoing'], read('tired of this grey town, same old job'))).toBe(true);
    const race = read('half marathon, mile twenty, my knees are gone');
    expect(meetsNeeds(['race'], race)).toBe(true);
    expect(meetsNeeds(['game'], race)).toBe(false);
    expect(meetsNeeds(['won'], race)).toBe(false);
    expect(meetsNeeds(['game', 'won'], read('we beat them in the final, champions at last'))).toBe(true);
    expect(meetsNeeds(['jobless'], read('the mill closed down last spring'))).toBe(true);
    expect(meetsNeeds(['homesick'], read('thanksgiving alone, far from home'))).toBe(true);
    // The one far away is the brother, not the singer: no lines of calling home.
    expect(meetsNeeds(['homesick'], read('my brother is deployed overseas'))).toBe(false);
  });

  it('sings a divorce to the one left, as "you", not to one along for the ride', () => {
    expect(read('divorce. splitting the furniture').person).toMatchObject({ np: 'you', state: 'estranged' });
    expect(read('divorce, who gets the dog').person).toMatchObject({ np: 'you', about: true });
  });

  it('tells a new love from a settled one, and something left behind from a goal', () => {
    expect(meetsNeeds(['settled'], read('just met her at a bookshop, a crush'))).toBe(false);
    expect(meetsNeeds(['settled'], read('twenty years married, still dancing in the kitchen'))).toBe(true);
    expect(meetsNeeds(['goal'], read('leaving the old office for good'))).toBe(false);
    expect(meetsNeeds(['goal'], read('saving up for my own bakery'))).toBe(true);
  });

  it('reads one gone in the telling ("until he was gone") as gone', () => {
    expect(read('he fixed my bike every summer until he was gone').person).toMatchObject({ state: 'gone' });
  });

  it('reads what a sentence is about when its first words are not', () => {
    const read = (text: string) => readBriefModel(text);
    expect(read('the girls finally won the trophy').subject).toBe('the trophy');
    expect(read('really mad at my neighbour').subject).toBe('my neighbour');
    expect(read('why do all the keys hide in the morning').subject).toBe('the keys');
    expect(read('working double shifts at the hospital').subject).toBe('double shifts');
    expect(read('college graduation, caps in the air').subject).toBe('college');
    expect(read('the girls finally won the trophy').focused).toBe(true);
    expect(read('my grandmother’s kitchen').focused).toBe(false);
  });

  it('reads a life celebrated as one gone, and the occasion’s kind', () => {
    expect(readBriefModel('celebration of life for my uncle, he loved disco').person?.state).toBe('gone');
    const read = (text: string) => readBriefModel(text).event;
    expect(read('half marathon training, early mornings').training).toBe(true);
    expect(read('looking after my dad who has parkinson’s').illness).toBe(true);
    expect(read('my grandmother is forgetting my name').illness).toBe(true);
    expect(read('my nan doesn’t remember me anymore').illness).toBe(true);
    expect(read('moving to Berlin in two weeks').upcoming).toBe(true);
    expect(read('moved to Berlin years ago').upcoming).toBe(false);
    expect(read('evensong at the cathedral every week').ritual).toBe(true);
    expect(read('leaving the bank to start a surf school').nextStep).toBe(true);
    expect(meetsNeeds(['passing'], readBriefModel('caring for my wife with cancer'))).toBe(false);
    expect(meetsNeeds(['raceday'], readBriefModel('training for my first triathlon'))).toBe(false);
    expect(meetsNeeds(['raceday'], readBriefModel('the triathlon, crossing the line'))).toBe(true);
    expect(meetsNeeds(['dry'], readBriefModel('foggy monday with a book'))).toBe(false);
    expect(meetsNeeds(['self'], readBriefModel('my horse jumping the big fence'))).toBe(false);
    expect(meetsNeeds(['self'], readBriefModel('climbing the mountain alone'))).toBe(true);
  });
});
