// A toast (a wedding, a birthday, an anniversary) sung to a friend or one of the family: a glass raised,
// the years of friendship, a story or two, wishes for what comes. Lines to two need a couple, lines of
// friendship a friend (`needs`).
import { hook, pair, type LyricKit } from './kit';

export const TOAST: LyricKit = {
  verse: [
    pair('I’ve known {kw} since I was four', 'And every year I’ve liked you more', ['person'], ['friend']),
    pair('I raise a glass to {kw} with pride', 'And watch you glowing, side by side', ['person'], ['couple']),
    pair('I’m lucky {kw} stuck with me', 'The truest friend there’ll ever be', ['person'], ['friend']),
    pair('I could go on about {kw} for days', 'And thank you in a hundred ways', ['person']),
    pair('I’ve got a story, maybe two', 'That only I could tell of you'),
    pair('I knew the day that I met you', 'I’d found a friend my whole life through', undefined, ['friend']),
    pair('You’ve had my back for all these years', 'Through all the laughter and the tears', undefined, [
      'friend',
    ]),
    pair('You found the one who makes you glad', 'The best thing that you’ve ever had', undefined, [
      'couple',
    ]),
    pair('You owe me still, I won’t forget', 'But I’m the one who’s deep in debt', undefined, ['friend']),
    pair('I’m proud to stand up here for you', 'And say the things I know are true'),
    pair('I tap my glass and clear my throat', 'I wrote this down, a little note'),
    pair('So here’s to laughter, here’s to cheer', 'To every single happy year'),
  ],
  chorus: [
    pair('So raise your glasses, raise them high', 'Here’s to a love that won’t run dry', undefined, [
      'couple',
    ]),
    pair('Here’s to you two, the lucky pair', 'I wish you joy beyond compare', undefined, ['couple']),
    pair('Here’s to the years, and many more', 'Here’s to the friend I’d walk through fire for', undefined, [
      'friend',
    ]),
    pair('Here’s to the good times I have had', 'With you beside me, good and bad'),
    pair('I’ll drink to you and all you are', 'You’re the best friend, by far', undefined, ['friend']),
    pair('May every day be bright and new', 'And all your dreams come true for you'),
    pair('Let’s raise a glass and make some noise', 'For all the laughs and all the joys'),
  ],
  hooks: [
    hook('Here’s to {kw}'),
    hook('Raise a glass to {kw}'),
    hook('A toast to {kw}'),
    hook('Cheers to {kw}'),
    hook('Three cheers for {kw}'),
  ],
};
