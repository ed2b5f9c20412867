// A playful evening with someone here: games, one more round, snacks on the floor, and the other one
// always winning. Laughing and teasing, never longing or comfort. Sung to the one played with.
import type { LineNeed } from '../lyric-brief-model';
import { hook, pair, type LyricKit } from './kit';

/** They are here, playing now. */
const HERE: readonly LineNeed[] = ['present', 'alive'];

export const PLAY: LyricKit = {
  verse: [
    pair('I challenge {kw} to one more go', 'And lose again, as you well know', ['person'], HERE),
    pair('I stay up late with {kw} to play', 'There’s nowhere else I’d rather stay', ['person'], HERE),
    pair('I swear I’ll beat {kw} this time', 'I practice hard, I’m in my prime', ['person'], HERE),
    pair('I let {kw} pick the game', 'I lose, and still I feel no shame', ['person'], HERE),
    pair('You always win, you always do', 'I’ve never once been better than you', undefined, HERE),
    pair('You grin and ask to play once more', 'I give in, like the time before', undefined, HERE),
    pair('The pizza box is on the floor', 'And you just want to play some more', undefined, HERE),
    pair('You laugh so hard you start to cry', 'And I forget to wonder why', undefined, HERE),
    pair('The scores are high, the snacks are gone', 'And still the game goes on and on', undefined, HERE),
  ],
  chorus: [
    pair('One more round and one more game', 'You win it and I take the blame', undefined, HERE),
    pair('I never win, but that’s okay', 'I’d lose to you most any day', undefined, HERE),
    pair('You’re laughing and I’m laughing too', 'There’s nothing I would rather do', undefined, HERE),
    pair('The best part isn’t who’s ahead', 'It’s every silly thing you said', undefined, HERE),
    pair('I’ll play with you for hours more', 'Who cares at all about the score', undefined, HERE),
    pair('Best of three, then best of five', 'I’ve never felt so much alive', undefined, HERE),
  ],
  hooks: [
    hook('One more round with {kw}', ['person'], HERE),
    hook('I can’t beat {kw}', ['person'], HERE),
    hook('Game on, {kw}', ['person'], HERE),
    hook('Oh, {kw}, you win again', ['person'], HERE),
    hook('Playing games with {kw}', ['person'], HERE),
  ],
};
