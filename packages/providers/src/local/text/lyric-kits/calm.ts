// A quiet song: a garden, the sea, a slow day, tea and a book. Slow and gentle, in no hurry; nothing in it
// needs a shore or a room, so it sits in any quiet place. Nobody is sung to.
import { NOT_TIME, hook, pair, type LyricKit } from './kit';

export const CALM: LyricKit = {
  verse: [
    pair(
      'I sit with {kw} for a while',
      'And let the stillness make me smile',
      ['person', 'thing', 'scene', 'abstract'],
      ['present'],
    ),
    pair('I come to {kw} to slow down', 'And leave the hurry of the town', ['place']),
    pair('There’s something in {kw} that stays', 'It softens all my hurried days', [
      'place',
      'thing',
      'scene',
      'activity',
      'abstract',
    ]),
    pair('With {kw}, the hours unwind', 'I leave the busy world behind', NOT_TIME, ['present']),
    // A scene to be in ("spring rain"), not a doing or a creature ("studying late", "the fox").
    pair('I need no more than {kw} and time', 'No place to be, no hill to climb', ['scene']),
    pair('I wander out to {kw} at an easy pace', 'And feel the stillness on my face', ['place']),
    // A quiet time of the week or the day ("Sunday morning", "a rainy afternoon"), spent slowly.
    pair('I spend {kw} with nowhere to be', 'And no one asking things of me', ['time']),
    pair('I keep {kw} free and slow', 'With nowhere that I have to go', ['time']),
    pair('I let {kw} drift along', 'And hum a half-remembered song', ['time']),
    pair('There’s nothing that I have to do', 'And nothing I must hurry through'),
    pair('I breathe in deep and let it go', 'I’m learning how to take it slow'),
    pair('The light comes slowly, soft and gold', 'It settles on the things I hold', undefined, ['dry']),
    pair('A bird sings somewhere out of sight', 'A little song, so soft and light'),
    pair('I close my eyes and count to ten', 'And then I count to ten again'),
    pair('I rest my hands and slow my mind', 'The softest thoughts are all I find'),
    pair('Each breath is slower than the last', 'I let the minutes wander past'),
    pair('I let my shoulders drop and rest', 'And slow the heartbeat in my chest'),
  ],
  chorus: [
    pair('Slow down, slow down, there’s time enough', 'To let go of the heavy stuff'),
    pair('The quiet settles like a sheet', 'And every sound is soft and sweet'),
    pair('I’m in no hurry, not today', 'I let the moments drift away'),
    pair('Just breathe in slow and breathe out long', 'And let the stillness be the song'),
    pair('I’ve left the rush, I’ve left the race', 'I’ve found my own unhurried place'),
    pair('So soft and slow, so still and clear', 'And everything I need is near'),
    pair('The world can wait, there’s no rush now', 'I’ve let the tightness leave my brow'),
    pair('A feather drifting to the ground', 'I barely hear a single sound'),
    pair('I take my time, I take it slow', 'There’s nowhere else I need to go'),
    pair('The hours are soft and wide and deep', 'As gentle as a dreamless sleep'),
    pair('The thoughts go drifting, slow and few', 'And leave me quiet when they’re through'),
    pair('There’s peace enough in simple things', 'The hush that every moment brings'),
  ],
  hooks: [
    hook('Oh, {bare}, so still and slow', ['place', 'scene']),
    hook('Just me and {kw}', undefined, ['present']),
    hook('Take me down to {kw}', ['place']),
    hook('I find my peace in {kw}', ['place', 'thing', 'scene', 'activity', 'abstract']),
    hook('There’s nothing like {kw}'),
    hook('I’m here with {kw}', ['person', 'thing', 'scene', 'activity'], ['present']),
    hook('I’m at ease with {kw}'),
    hook('All is still in {kw}', ['place', 'scene']),
    hook('Nice and slow with {kw}', ['person', 'thing', 'activity', 'scene', 'abstract'], ['present']),
    hook('Quiet days with {kw}', ['person', 'thing', 'activity', 'scene'], ['present', 'recurring']),
  ],
};
