// A sad song of hard times (a lost job, a lonely house, a hard year), not of a death or a parting: heavy
// and tired, with a quiet hope left. It sings to nobody.
import type { LineNeed } from '../lyric-brief-model';
import { NOT_PERSON, PEOPLE_WORDS, hook, pair, type LyricKit } from './kit';

/** Lines of a long grey stretch (cold coffee, dishes left): never for one event or one night. */
const ONGOING: readonly LineNeed[] = ['ongoing'];
/** "I lie awake with … on my mind": a thing or a person, not a doing ("calling home"). */
const NOT_ACTIVITY = ['place', 'time', 'person', 'thing', 'scene', 'abstract'] as const;

export const SAD: LyricKit = {
  verse: [
    // A weight of the heart, not a thing of the scene ("balloons").
    {
      ...pair('I carry {kw} like a heavy coat', 'I keep my head up, stay afloat', ['abstract']),
      avoids: PEOPLE_WORDS,
    },
    pair('I wasn’t ready for {kw} at all', 'I’m standing up again from a crawl', [
      'time',
      'activity',
      'scene',
      'abstract',
    ]),
    // With someone of the brief who is here, or with a feeling; not with "the soldier writing home".
    {
      ...pair(
        'I sit with {kw} and I don’t pretend',
        'But even heavy things can mend',
        ['person', 'abstract'],
        ['present'],
      ),
      avoids: PEOPLE_WORDS,
    },
    pair('I walk through {kw} all alone', 'Each step as heavy as a stone', ['place']),
    pair('I lie awake with {kw} on my mind', 'And wonder if I’m falling behind', NOT_ACTIVITY, ['ongoing']),
    pair('I keep {kw} to myself most days', 'And look for light in quiet ways', ['abstract'], ['ongoing']),
    pair('I tell {kw} that I’m doing fine', 'And keep the heavy part as mine', ['person'], ['alive']),
    pair(
      'I lean on {kw} when I can’t stand',
      'I’m grateful for a steady hand',
      ['person'],
      ['present', 'adult'],
    ),
    pair('I sit in the car a while outside', 'A minute where I get to hide', undefined, ['ongoing']),
    pair('The coffee’s cold, I let it stay', 'I haven’t got the heart today', undefined, ['ongoing']),
    pair(
      'Some days the smallest things weigh a ton',
      'I make the bed, that’s one thing done',
      undefined,
      ONGOING,
    ),
    pair(
      'The house is quiet and the phone is too',
      'I fill the hours with things I have to do',
      undefined,
      ONGOING,
    ),
    pair('I let the dishes wait a day', 'I’m too worn out to put them away', undefined, ONGOING),
    pair('I’m tired all the way to the bone', 'I’m carrying too much alone', undefined, ONGOING),
    pair(
      'I water the one plant that’s still green',
      'The stubbornest thing I’ve ever seen',
      undefined,
      ONGOING,
    ),
    // One low day or one blow (a party nobody came to, a last day): no long grey stretch assumed.
    pair('I didn’t see it coming, didn’t know', 'I sat a while and watched the hours go'),
    pair('It’s quieter than I thought it’d be', 'The silence settles over me'),
    pair('I hold it in and let it go', 'It hurts in ways I didn’t know'),
    // Waiting for news: only where the brief waits for some (a hospital, someone missing or deployed).
    pair('I wait for word and watch the door', 'I’ve never wanted something more', undefined, ['waiting']),
    pair('I say a prayer for {kw} and wait', 'The clock is slow, the hour is late', ['person'], ['alive']),
    pair('I hold on tight to {kw} for now', 'I’ll get through this, I don’t know how', ['person']),
    pair('I tell myself it’s just one day', 'And soon enough it’ll fade away', undefined, [
      'present',
      'passing',
    ]),
    pair('I tell myself that things turn around', 'That even low roads climb to higher ground'),
  ],
  chorus: [
    pair('I’m tired, but I’m still on my feet', 'I’m not done yet, I am not beat'),
    pair('I don’t know how, but I’ll get through', 'I do the little I can do'),
    pair('The weight is heavy on my chest', 'I’ll set it down and get some rest'),
    pair('I’m holding on to something small', 'A hope that helps me stand up tall'),
    pair('It won’t be like this always, I know', 'Some things just take a while to grow'),
    pair('I’m bent, but I am not broken yet', 'There’s still a hope I won’t forget'),
    pair('I make it one day at a time', 'Some days it’s a long way to climb', undefined, ONGOING),
    pair('I get up slow, but I get dressed', 'I try to give the day my best', undefined, ONGOING),
    pair('The hardest part is just to start', 'I’m patching up a tired heart'),
    pair('I’m quieter than I used to be', 'I’m finding strength I couldn’t see', undefined, ONGOING),
    pair('The days are long, the hours are slow', 'I’m still not sure which way to go', undefined, ONGOING),
    pair('I’ll let it hurt and let it be', 'Tomorrow’s still ahead of me'),
    pair('I’ll rest a bit, then try again', 'I’m stronger than I was back then'),
  ],
  hooks: [
    hook('I’m getting through {kw}', ['time', 'thing', 'scene', 'activity', 'abstract']),
    hook('{bare}, I’m still here', ['person', 'place']),
    hook('I’m tired of {kw}', NOT_PERSON, ['recurring']),
    hook('Still standing after {kw}', ['time', 'activity', 'scene', 'abstract']),
    hook('I’m thinking of {kw}'),
    hook('I’m holding on to {kw}', ['person'], ['alive']),
    // The living loved one of a low song (an old dog, a sick parent): watched over, kept close.
    hook('I’m watching over {kw}', ['person'], ['alive']),
    hook('Stay a while, {kw}', ['person'], ['alive', 'present']),
    hook('I’m staying close to {kw}', ['person'], ['alive', 'present']),
    hook('I’ve still got {kw}', ['person'], ['present', 'alive']),
    hook('I’m worn down by {kw}', NOT_PERSON, ['recurring']),
    hook('One more day of {kw}', ['time', 'scene', 'activity', 'abstract'], ['recurring']),
    hook('I’m waiting out {kw}', ['time', 'scene', 'abstract']),
    hook('I’m finding my way through {kw}', ['place', 'time', 'scene', 'activity', 'abstract']),
  ],
};
