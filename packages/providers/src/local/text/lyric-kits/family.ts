// A song of a family member or of home: warm and grateful, sung to that person (a parent, a child, a
// grandparent, a best friend who is family), never as a lover.
import type { LineNeed } from '../lyric-brief-model';
import { hook, pair, type LyricKit } from './kit';

/** Lines only a grown person still here can be sung: one who calls, cooks, cheers. */
const ADULT_ALIVE: readonly LineNeed[] = ['adult', 'alive'];
/** Lines of the family home (a light in the hall, coming home): a parent's, never a friend's. */
const HOME: readonly LineNeed[] = ['adult', 'alive', 'kin'];

export const FAMILY: LyricKit = {
  verse: [
    pair('I hear {kw} in the way I talk', 'In how I laugh and in the way I walk', ['person'], ['adult']),
    pair('I know each corner of {kw} by heart', 'It’s where the best of me got its start', ['place']),
    pair('I think of {kw} when I’m alone', 'And feel a little less on my own', undefined, HOME),
    pair('I hold on to {kw} with care', 'A little piece of you is always there', ['thing']),
    pair(
      'I’d trade it all for {kw} with you',
      'The simple things I love to do',
      ['activity', 'place', 'time', 'scene'],
      ['alive', 'kin'],
    ),
    pair(
      'I learned about {kw} from you',
      'And half the good I try to do',
      ['abstract', 'activity', 'place'],
      ['adult'],
    ),
    pair(
      'I owe {kw} more than I can say',
      'I try to pay it forward every day',
      ['person', 'place'],
      ['adult'],
    ),
    pair('You pick up every time I call', 'You’ve never once made me feel small', undefined, ADULT_ALIVE),
    pair('You laugh at every joke I tell', 'You know my stories just as well', undefined, ADULT_ALIVE),
    pair('You’ve seen me at my worst and stayed', 'And never let me feel afraid', undefined, ['adult']),
    pair('I never have to knock on your door', 'You tell me that’s what family is for', undefined, HOME),
    pair(
      'You’ve taught me more than you will ever see',
      'It’s in the best of what I try to be',
      undefined,
      ADULT_ALIVE,
    ),
    pair(
      'I’ve got your laugh, or you’ve got mine',
      'I never could tell where to draw the line',
      undefined,
      ADULT_ALIVE,
    ),
    pair(
      'You always send me home with something more',
      'A jar of soup, a hug beside the door',
      undefined,
      HOME,
    ),
    pair('Whatever happens, you are on my side', 'My biggest fan, my steady guide', undefined, ADULT_ALIVE),
    // Lines that hold whether the one sung to is still here or remembered: what they gave and taught.
    pair('You taught me how to tie my shoes', 'And how to win, and how to lose', undefined, ['adult']),
    pair('You gave me more than I can tell', 'And taught me how to love as well', undefined, ['adult']),
    pair('I keep the things you gave to me', 'They’re part of who I grew to be', undefined, ['adult']),
    pair('I still can hear the songs you sang', 'The kitchen where the laughter rang', undefined, [
      'adult',
      'kin',
    ]),
    // Lines for anyone one loves at home: a child, a pet, a parent.
    pair('You make the ordinary bright', 'You make the heavy things feel light', undefined, ['alive']),
    pair('You fill the house with something new', 'And all the best of it is you', undefined, [
      'alive',
      'kin',
    ]),
    pair('You make me laugh until I ache', 'You’re the best thing, make no mistake', undefined, ['alive']),
    pair('You’re the first one I want to tell', 'When things go badly or go well', undefined, ['alive']),
    // A baby sung to: held, rocked and marvelled at, with nothing it cannot do yet.
    pair('I hum to {kw} soft and low', 'And rock you gently to and fro', ['person'], ['baby']),
    pair('Your tiny hand holds on to mine', 'And everything in the world is fine', undefined, ['baby']),
    pair('I count your fingers and your toes', 'And kiss the tip of your little nose', undefined, ['baby']),
    pair('I hold {kw} close against my chest', 'And watch you drift away to rest', ['person'], ['baby']),
    pair('You’re brand new to this great big place', 'I learn by heart your little face', undefined, [
      'baby',
    ]),
  ],
  chorus: [
    pair('You are the kindest heart I know', 'You’re with me everywhere I go', undefined, ['alive']),
    pair('Thank you for all the things you do', 'I’m who I am because of you', undefined, ADULT_ALIVE),
    // The singer far from home: never sung when the one sung to is the one away.
    pair('No matter how far I may roam', 'With you I’m always coming home', undefined, [
      'alive',
      'kin',
      'homesick',
    ]),
    pair('I’m grateful for you every day', 'For every laugh you sent my way'),
    pair('You’re family, and you’ll always be', 'The one who knows the best of me', undefined, [
      'adult',
      'kin',
    ]),
    pair('You cheer the loudest when I win', 'You hold me up when things wear thin', undefined, ADULT_ALIVE),
    pair('You keep a light on in the hall', 'You hang my pictures on the wall', undefined, HOME),
    pair('You’re in the way I make my tea', 'You’re in the way I hum off key', undefined, ['adult']),
    pair('You’re glad to see how much I’ve grown', 'You’re the best home I’ve ever known', undefined, HOME),
    pair('You see the good I cannot see', 'You’re everything I hope to be', undefined, ADULT_ALIVE),
    pair('You always save an extra chair', 'Whenever I need you, you’re there', undefined, HOME),
    pair('I’ll pass your kindness down the line', 'Because of you, I’m doing fine', undefined, ['adult']),
    pair('Close your eyes, I’m holding you', 'I’ll keep you safe the whole way through', undefined, ['baby']),
    pair('You’re the smallest, sweetest thing', 'The reason that I hum and sing', undefined, ['baby']),
    pair('Hush now, there’s nothing left to fear', 'I’m here with you, I’m always near', undefined, ['baby']),
  ],
  hooks: [
    hook('Here’s to {kw}'),
    hook('Thank you, {kw}', ['person']),
    hook('I’m thankful for {kw}'),
    hook('Oh, {kw}, you’re my home', ['person'], ['kin']),
    hook('Take me back to {kw}', ['place', 'time', 'activity', 'scene']),
    hook('I’ll always have {kw}'),
    hook('I’m proud to come from {kw}', ['person', 'place'], ['adult', 'kin']),
    hook('There’s no one like {kw}', ['person']),
    hook('I’m coming home to {kw}', ['person', 'place'], ['alive', 'kin']),
    hook('Sleep softly, {kw}', ['person'], ['baby']),
    hook('Welcome to the world, {kw}', ['person'], ['baby']),
    hook('I’ll always treasure {kw}'),
  ],
};
