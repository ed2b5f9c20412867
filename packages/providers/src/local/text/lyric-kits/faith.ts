// A song of faith, found or found again: grace, coming back, a quiet church, light through a window, a
// prayer answered. Thankful and humble, never a goal worked for. It sings to nobody.
import type { LineNeed } from '../lyric-brief-model';
import { NOT_PERSON, hook, pair, type LyricKit } from './kit';

/** A faith found or found again, once: not sung of a ritual that comes round (Sunday mass). */
const ONCE: readonly LineNeed[] = ['once'];
/** Lines of a ritual that comes round: only where the brief tells of one. */
const RITUAL: readonly LineNeed[] = ['ritual'];

/** A belief itself, found and carried: not a choir, a church or a mass ("I found the church choir"). */
const BELIEF = /\b(?:faith|grace|god|lord|jesus|belief|believing|hope|prayer|heaven|spirit|soul)\b/i;

export const FAITH: LyricKit = {
  verse: [
    { ...pair('I carry {kw} like a light', 'It keeps the way ahead in sight', ['abstract']), heads: BELIEF },
    {
      ...pair('I found {kw} where I didn’t look', 'Not in a sermon or a book', ['abstract'], ONCE),
      heads: BELIEF,
    },
    pair('I came back home to {kw} at last', 'And let go of the heavy past', ['abstract', 'place'], ONCE),
    pair('I sing of {kw} with all my heart', 'It gave me back a brand new start', NOT_PERSON),
    pair('I’m thankful for {kw}, I pray', 'It lights the corners of my way', NOT_PERSON),
    pair('The light comes through the window glass', 'And all my heavy doubts will pass'),
    pair('A little church beside the road', 'Took off my shoulders half the load', undefined, ONCE),
    pair('I bowed my head and said a prayer', 'And felt that someone heard me there'),
    pair('I wandered far and wandered wide', 'And grace was waiting at my side', undefined, ONCE),
    pair('The wooden pews, the open door', 'I feel at home here like before'),
    pair('I don’t have answers, only grace', 'And light that shines on every face'),
    // A ritual that comes round: the bells, the pews, the village, the same prayer again.
    pair(
      'I take my place in {kw} once more',
      'The way I always have before',
      ['place', 'scene', 'activity'],
      RITUAL,
    ),
    pair('The bells ring out across the square', 'I bow my head and join the prayer', undefined, RITUAL),
    pair('The same old hymns, the same old pew', 'The neighbours nod, the way they do', undefined, RITUAL),
  ],
  chorus: [
    pair('Amazing grace has brought me back', 'And set me on a steady track', undefined, ONCE),
    pair('I’m found again, I’m found again', 'My prayer was answered there and then', undefined, ONCE),
    pair('The light came in and found me there', 'It lifted every doubt and care', undefined, ONCE),
    pair('I’ll sing it loud, I’ll sing it free', 'The grace that came and rescued me', undefined, ONCE),
    pair('I was lost, but now I’m found', 'I’m standing on the holy ground', undefined, ONCE),
    pair('The bells ring out, I’m here again', 'The same old peace, the same amen', undefined, RITUAL),
    pair('I lift my voice up to the sky', 'I’m held, and I no longer ask why'),
  ],
  hooks: [
    { ...hook('I found {kw} again', ['abstract'], ONCE), heads: BELIEF },
    hook('Thank God for {kw}', NOT_PERSON),
    hook('Coming home to {kw}', ['abstract', 'place']),
    hook('Hallelujah for {kw}', NOT_PERSON),
    hook('I’m singing of {kw}', NOT_PERSON),
  ],
};
