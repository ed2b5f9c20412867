// A love song: tender and glad, sung to the loved one, about staying and holding on. Nobody leaves.
import { NOT_SCENE, hook, pair, type LyricKit } from './kit';

export const LOVE: LyricKit = {
  verse: [
    pair('I think about {kw} and smile', 'And stay beside you all the while'),
    pair('I tell the world about {kw} with pride', 'I’ll spend my whole life by your side', [
      'person',
      'place',
      'time',
      'activity',
      'abstract',
    ]),
    pair('I’d follow you to {kw} and stay', 'And never wander far away', ['place']),
    pair('I keep {kw} close against my heart', 'So you and I are never apart', [
      'thing',
      'person',
      'abstract',
    ]),
    pair(
      'There’s nothing like {kw} with you',
      'I hold your hand and all feels new',
      ['place', 'time', 'scene', 'activity'],
      ['present'],
    ),
    pair('I wrote {kw} into every song', 'I’ve loved you well, I’ve loved you long'),
    pair('I’m holding on to {kw} for good', 'I’m staying, like I said I would', NOT_SCENE),
    pair('You leave a light on when I’m late', 'It tells me someone’s glad to wait', undefined, ['present']),
    pair('You steal the covers, and you win', 'I’d lose them all to see you grin', undefined, ['present']),
    pair('You hum to songs you barely know', 'I’d listen anywhere you go', undefined, ['present']),
    pair('I know the way you take your tea', 'I know the way you lean on me'),
    pair('I wear your sweater when you’re out', 'It’s much too big, without a doubt', undefined, ['present']),
    pair('I’ve seen you tired, I’ve seen you strong', 'Right next to you is where I belong'),
    pair('Your hand still finds mine in a crowd', 'I’d say I love you right out loud', undefined, [
      'present',
    ]),
    pair('I’ll hold your hand when I am gray', 'And laugh at everything you say'),
    // A love far away: missed across the miles, never in the room.
    pair('The miles are long from me to you', 'But all my thoughts go travelling through', undefined, [
      'away',
    ]),
    pair('I hear your voice across the line', 'And for a while the world is fine', undefined, ['away']),
  ],
  chorus: [
    pair('I’m never gonna let you go', 'I love you more than you could know'),
    pair('My heart is home when you are near', 'And I will stay from year to year'),
    pair('You hold me and the world is still', 'I love you and I always will', undefined, ['present']),
    pair('Through every high and every low', 'You’re the only home I know'),
    pair('I’ve got you and you’ve got me', 'That’s all the world I need to see'),
    pair('I’ll keep on loving you this way', 'A little more with every day'),
    pair('You make the plainest moments bright', 'I hold you close and hold on tight', undefined, [
      'present',
    ]),
    pair('It doesn’t matter where you are', 'You’re close to me, however far', undefined, ['away']),
    pair('You’re the best thing I have found', 'I’m staying right here, safe and sound'),
    pair('I’d give you every little thing', 'You’re every song I want to sing'),
    pair('I love the way you say my name', 'I’d live it all again the same'),
    pair('Your hand is all I’ll ever need', 'I follow where you want to lead'),
    pair('You’re the one I’d never trade', 'With you I’m never once afraid'),
  ],
  hooks: [
    hook('Oh, {kw}, stay with me', ['person']),
    hook('I’m in love with {kw}'),
    hook('I’ll always hold {kw}', ['person', 'thing']),
    hook('Here’s to {kw}'),
    hook('Oh, {kw}, you’re the one', ['person']),
    hook('{bare}, forever and always'),
    hook('I gave my heart to {kw}'),
    hook('Oh, {kw}, hold me close', ['person'], ['present']),
    hook('I’m waiting on {kw}', ['person'], ['away']),
    hook('I’m lucky to have {kw}', ['person', 'thing']),
    hook('I’m staying close to {kw}'),
  ],
};
