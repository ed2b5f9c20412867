// A love song: tender and glad, sung to the loved one, about staying and holding on. Nobody leaves. Lines
// that need the loved one in the room say 'present'; lines of a long shared life (a home, growing old)
// say 'settled', never for a love just begun; lines of distance say 'away'.
import type { LineNeed } from '../lyric-brief-model';
import { hook, pair, type LyricKit } from './kit';

/** Together now, and long together: a shared home, a life lived side by side. */
const HOME: readonly LineNeed[] = ['present', 'settled'];

export const LOVE: LyricKit = {
  verse: [
    pair('I think about {kw} and smile', 'And stay beside you all the while', undefined, ['present']),
    pair('I tell the world about {kw} with pride', 'I’ll spend my whole life by your side', [
      'person',
      'place',
      'time',
      'activity',
      'abstract',
    ]),
    pair('I’d follow you to {kw} and stay', 'And never wander far away', ['place']),
    // A keepsake of the heart: a person or a feeling, never a thing of the scene ("cobblestones").
    pair('I keep {kw} close against my heart', 'So you and I are never apart', ['person', 'abstract']),
    pair(
      'There’s nothing like {kw} with you',
      'I hold your hand and all feels new',
      ['place', 'time', 'scene', 'activity'],
      ['present'],
    ),
    pair('I wrote {kw} into every song', 'I’ve loved you well, I’ve loved you long', undefined, ['settled']),
    pair('I’m holding on to {kw} for good', 'I’m staying, like I said I would', [
      'person',
      'place',
      'time',
      'abstract',
    ]),
    pair('I found {kw} and lost my heart', 'I knew it right there from the start', ['person', 'place']),
    pair('You leave a light on when I’m late', 'It tells me someone’s glad to wait', undefined, HOME),
    pair('You steal the covers, and you win', 'I’d lose them all to see you grin', undefined, HOME),
    pair('You hum to songs you barely know', 'I’d listen anywhere you go', undefined, ['present']),
    pair('I know the way you take your tea', 'I know the way you lean on me', undefined, HOME),
    pair('I wear your sweater when you’re out', 'It’s much too big, without a doubt', undefined, HOME),
    pair('I’ve seen you tired, I’ve seen you strong', 'Right next to you is where I belong', undefined, HOME),
    pair('Your hand still finds mine in a crowd', 'I’d say I love you right out loud', undefined, HOME),
    pair('I’ll hold your hand when I am gray', 'And laugh at everything you say', undefined, HOME),
    // A love just begun, here or far: nothing of a shared home.
    pair('My heart is racing like a drum', 'I can’t believe that you have come', undefined, [
      'present',
      'fresh',
    ]),
    pair('I didn’t plan on falling fast', 'But here I am, and here at last', undefined, ['present', 'fresh']),
    pair('I say your name and start to grin', 'I feel the warmth of it within'),
    // A love far away: missed across the miles, never in the room.
    pair('The miles are long from me to you', 'But all my thoughts go travelling through', undefined, [
      'away',
    ]),
    pair('I hear your voice across the line', 'And for a while the world is fine', undefined, ['away']),
    pair('Your face lights up my little screen', 'The sweetest thing I’ve ever seen', undefined, ['away']),
    pair('I count the days until the plane', 'That brings you to my arms again', undefined, ['away']),
  ],
  chorus: [
    pair('I’m never gonna let you go', 'I love you more than you could know'),
    pair('My heart is home when you are near', 'And I will stay from year to year', undefined, HOME),
    pair('You hold me and the world is still', 'I love you and I always will', undefined, ['present']),
    pair('Through every high and every low', 'You’re the only home I know', undefined, ['settled']),
    pair('I’ve got you and you’ve got me', 'That’s all the world I need to see'),
    pair('I’ll keep on loving you this way', 'A little more with every day', undefined, ['settled']),
    pair('You make the plainest moments bright', 'I hold you close and hold on tight', undefined, [
      'present',
    ]),
    pair('It doesn’t matter where you are', 'You’re close to me, however far', undefined, ['away']),
    pair('You’re the best thing I have found', 'I’m staying right here, safe and sound', undefined, [
      'present',
    ]),
    pair('I’d give you every little thing', 'You’re every song I want to sing'),
    pair('I love the way you say my name', 'I’d live it all again the same', undefined, ['settled']),
    pair('Your hand is all I’ll ever need', 'I follow where you want to lead', undefined, ['present']),
    pair('You’re the one I’d never trade', 'With you I’m never once afraid'),
    pair('However many miles apart', 'You’re right here living in my heart', undefined, ['away']),
    pair('I feel it every time you smile', 'I want to stay a little while'),
  ],
  hooks: [
    hook('Oh, {kw}, stay with me', ['person'], ['present']),
    hook('I’m in love with {kw}', ['person', 'place']),
    hook('I’ll always hold {kw}', ['person', 'thing']),
    hook('Here’s to {kw}'),
    hook('Oh, {kw}, you’re the one', ['person']),
    hook('{bare}, forever and always', ['person']),
    hook('I gave my heart to {kw}', ['person', 'place']),
    // A love kept across the miles, named: "I'm making the long distance relationship work".
    hook('I’m making {kw} work', ['abstract', 'scene', 'activity', 'thing'], ['away']),
    hook('Oh, {kw}, hold me close', ['person'], ['present']),
    hook('I’m waiting on {kw}', ['person'], ['away']),
    hook('I’m lucky to have {kw}', ['person', 'thing']),
    hook('I’m staying close to {kw}', ['person'], ['present']),
  ],
};
