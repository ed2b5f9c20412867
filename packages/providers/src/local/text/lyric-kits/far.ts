// A song of distance: the one sung to far away (deployed, abroad, at sea), or the singer far from home on
// a day meant for home (a holiday alone in a new city). Missing, writing, calling, counting the days; lines
// to "you" need one who is away, lines of calling home need the singer away (`needs`).
import type { LineNeed } from '../lyric-brief-model';
import { NOT_PLACE, hook, pair, type LyricKit } from './kit';

/** Lines to one far away and alive, who will come home. */
const AWAY: readonly LineNeed[] = ['away', 'alive'];
/** Lines of calls and letters: not to one the singer has stopped speaking to. */
const IN_TOUCH: readonly LineNeed[] = [...AWAY, 'adult', 'contact'];
/** Lines that wait for a return: not for one who moved away for good. */
const RETURNING: readonly LineNeed[] = [...AWAY, 'returning'];
/** A day or a time spent far from home ("Christmas Eve"), not a doing ("calling home") or a place. */
const A_DAY = ['time', 'scene', 'abstract'] as const;

/** What the distance is lived through: calls, letters, a screen; not a person, a place or a day. */
const DISTANCE_THINGS = ['thing', 'activity', 'abstract'] as const;

export const FAR: LyricKit = {
  verse: [
    pair('I think of {kw} so far away', 'And say a little prayer each day', ['person'], AWAY),
    pair('I hear {kw} on a crackling line', 'And tell you everything is fine', ['person'], IN_TOUCH),
    pair('I save a seat for {kw} still', 'And know I always, always will', ['person'], AWAY),
    pair('I read your letters twice or more', 'And keep them in the bedside drawer', undefined, IN_TOUCH),
    pair('I mark the days until you’re back', 'And keep the calendar on track', undefined, RETURNING),
    pair('I write you every week or so', 'And tell you things you’d want to know', undefined, IN_TOUCH),
    pair('I spend {kw} a world away', 'And miss them more than I can say', A_DAY, ['homesick']),
    pair('I spend {kw} by myself', 'A single card up on the shelf', A_DAY, ['homesick']),
    pair('I’m {kw} just to hear a voice', 'It isn’t much, but it’s my choice', ['activity'], ['homesick']),
    pair('I call back home and let it ring', 'I miss the songs they used to sing', undefined, ['homesick']),
    pair('The rooms are strange, the streets are new', 'There’s no familiar face in view', undefined, [
      'homesick',
    ]),
    pair('I hear them laughing on the phone', 'And hang up feeling more alone', undefined, ['homesick']),
    pair('I wonder what they’re doing there', 'The kitchen warm, an empty chair', undefined, ['homesick']),
    // What keeps two people close across the miles ("long distance phone calls", "letters"), named.
    pair('I hold on to {kw} each night', 'It’s all that makes the distance right', DISTANCE_THINGS, ['away']),
    pair('There’s {kw}, and there’s the ache', 'And all the hours I lie awake', DISTANCE_THINGS, ['away']),
    pair('The miles between are long and wide', 'I keep the hurt of it inside'),
    pair('I look at pictures on my phone', 'And feel the distance on my own'),
  ],
  chorus: [
    pair('I’m far away, but not for good', 'I’d be there now if I could', undefined, ['homesick']),
    pair('The distance hurts, the miles are long', 'I hold you close inside a song', undefined, AWAY),
    pair('Come home safe and come home soon', 'I’m humming you a little tune', undefined, RETURNING),
    pair('I miss the kitchen and the noise', 'The laughing and the little joys', undefined, ['homesick']),
    pair('However far the road may go', 'I think of you, I want you to know', undefined, AWAY),
    pair('A thousand miles, a single phone', 'I’m learning how to be alone', undefined, ['homesick']),
    pair('I’ll be home when I can be', 'Keep a light on there for me', undefined, ['homesick']),
    pair('The days are slow, the miles are wide', 'I keep the missing tucked inside'),
  ],
  hooks: [
    hook('Come home, {kw}', ['person'], RETURNING),
    hook('I’m missing {kw}', ['person'], ['away']),
    hook('I’m waiting for {kw}', ['person'], RETURNING),
    hook('So far from {kw}', ['person'], ['away']),
    hook('A long way from home on {kw}', A_DAY, ['homesick']),
    hook('I’m calling home on {kw}', A_DAY, ['homesick']),
    hook('Far from home on {kw}', NOT_PLACE, ['homesick']),
    hook('Living on {kw}', DISTANCE_THINGS, ['away']),
  ],
};
