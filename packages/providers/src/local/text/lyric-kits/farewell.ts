// A goodbye to a time of life or a time away: the last day of school, the end of a holiday, moving on.
// Bittersweet and fond, looking at it one last time; halls and yearbooks only for a school, friends and
// keeping in touch only where a group parts (`needs`); nobody is sung to.
import { hook, pair, type LyricKit } from './kit';

/** What one says goodbye to: a time, a place, a scene, a doing; not a thing ("the sunburn"). */
const GOODBYE_TO = ['time', 'place', 'scene', 'activity'] as const;

export const FAREWELL: LyricKit = {
  verse: [
    pair('I’m holding on to {kw} tight', 'I’m taking in the sound, the light', GOODBYE_TO),
    pair('I didn’t think {kw} would come so fast', 'I thought that it would always last', GOODBYE_TO),
    pair('I’ll miss {kw} more than I can say', 'I wish that I could make it stay', GOODBYE_TO),
    pair('I wasn’t ready for {kw} to go', 'I’m holding on and taking it slow', GOODBYE_TO),
    pair('I keep {kw} in a little frame', 'And nothing after feels the same', GOODBYE_TO),
    // A memory carried home, not a detail of the scene ("the sunburn").
    pair('I carry {kw} home like a souvenir', 'A little proof of all I held dear', ['abstract']),
    pair('I take one last look down the hall', 'At names and dates along the wall', undefined, ['school']),
    pair('I signed my name in every book', 'And took one long and lingering look', undefined, ['school']),
    pair('I clear my locker, shut the door', 'It won’t be mine here anymore', undefined, ['school']),
    pair('I promised I would keep in touch', 'I didn’t know I’d miss this much', undefined, ['group']),
    pair('The faces I have known for years', 'Are laughing now through smiles and tears', undefined, [
      'group',
    ]),
    pair('I guess it’s time to say goodbye', 'I hug my friends and try not to cry', undefined, ['group']),
    pair('I count the days that came and went', 'And every one was time well spent'),
    pair('I pack my bag and close the door', 'And look around it all once more'),
    pair('I want to stay a little longer', 'But every goodbye makes me stronger'),
  ],
  chorus: [
    pair('I’ll carry this wherever I go', 'It’s part of me, and it will grow'),
    pair('So long, so long, it’s time to leave', 'I’ve got a memory up my sleeve'),
    pair('The days went by so fast, so fast', 'I wish that they could always last'),
    pair('I’ll keep in touch, I swear I will', 'I’ll hold these friends close to me still', undefined, [
      'group',
    ]),
    pair('It’s not goodbye, it’s just so long', 'I’ll carry this in every song'),
    pair('The last page turns, the chapter’s through', 'I’ll keep the friends I made here too', undefined, [
      'group',
    ]),
    pair('I’m leaving, but a part of me will stay', 'It’s hard to turn and walk away'),
    pair('I’m smiling, though I’m sad it’s through', 'I’m grateful for the good I knew'),
  ],
  hooks: [
    hook('Goodbye to {kw}'),
    hook('So long, {kw}, so long'),
    hook('I’ll always remember {kw}'),
    hook('I’ll miss {kw}'),
    hook('Here’s to {kw}'),
    hook('One last look at {kw}', GOODBYE_TO),
  ],
};
