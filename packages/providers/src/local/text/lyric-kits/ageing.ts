// A song to one growing old who is still here (a grey-faced dog, a grandparent slowing down): tender and
// bittersweet, grateful for every day left, never a sickbed or a goodbye. Sung to them.
import type { LineNeed } from '../lyric-brief-model';
import { hook, pair, type LyricKit } from './kit';

/** Lines of sitting and walking with them: they are alive and here. */
const HERE: readonly LineNeed[] = ['alive', 'present'];
const ALIVE: readonly LineNeed[] = ['alive'];

export const AGEING: LyricKit = {
  verse: [
    pair('I sit a while with {kw} and smile', 'There’s no more hurry, stay a while', ['person'], HERE),
    pair('I walk the block with {kw}, slow', 'And stop at every spot you know', ['person'], HERE),
    pair('I’m thankful for {kw} each day', 'And love you more than I can say', ['person'], ALIVE),
    pair('I keep a spot for {kw} near me', 'The warmest place there’ll ever be', ['person'], HERE),
    pair('I count the years with {kw} and grin', 'And every one was worth the spin', ['person'], ALIVE),
    pair('Your steps are slower than before', 'But still you’re waiting at the door', undefined, HERE),
    pair('Your face has gone a little grey', 'I love it more with every day', undefined, HERE),
    pair('I don’t count years, I count the days', 'And thank you in a hundred ways', undefined, ALIVE),
    pair('You’ve been beside me all along', 'Through every right and every wrong', undefined, ALIVE),
    pair('I know the years are getting few', 'I spend the best of them with you', undefined, HERE),
    pair('I take the long way, take it slow', 'There’s nowhere else I need to go', undefined, HERE),
  ],
  chorus: [
    pair('Every day with you’s a gift', 'A little light, a little lift', undefined, ALIVE),
    pair('You’re older now, but still you stay', 'And I am grateful every day', undefined, ALIVE),
    pair('Your heart is slow, your heart is true', 'I’ll spend the time I have with you', undefined, ALIVE),
    pair('I’ll love you gently, love you well', 'More than a simple song can tell', undefined, ALIVE),
    pair('The years are showing, that is true', 'But nothing’s changed in me for you', undefined, ALIVE),
    pair('Stay here beside me for a while', 'I’ll take each day and every smile', undefined, HERE),
  ],
  hooks: [
    hook('Oh, {kw}, stay a while', ['person'], ALIVE),
    hook('Every day with {kw}', ['person'], ALIVE),
    hook('Still here, {kw}', ['person'], ALIVE),
    hook('Growing old with {kw}', ['person'], ALIVE),
    hook('I’m thankful for {kw}', ['person'], ALIVE),
    hook('Take it slow, {kw}', ['person'], ALIVE),
  ],
};
