// A song of working for something: a first job, a graduation, moving out, a dream, a new start. The singer
// is on the way, tired but sure, and looks ahead; nobody is sung to.
import type { LineNeed } from '../lyric-brief-model';
import { NOT_PERSON, hook, pair, type LyricKit } from './kit';

/** The subject sung as a goal: never something left behind ("quitting my job", "leaving home"). */
const GOAL: readonly LineNeed[] = ['goal'];
/** Saving up, working extra shifts: a goal worked toward over time, never one day (a first day, a graduation). */
const SAVING: readonly LineNeed[] = ['goal', 'ongoing'];
/** A new start: the nerves and the excitement of a first day. */
const START: readonly LineNeed[] = ['start'];

export const HOPE: LyricKit = {
  verse: [
    // A goal written down: a doing or a dream, not a place or a thing ("I wrote my first apartment").
    pair('I wrote {kw} on a card', 'And kept it close when things got hard', ['activity', 'abstract'], GOAL),
    // A goal one walks toward: a place, a day, a thing; not a feeling ("brings my faith near").
    pair(
      'Each step I take brings {kw} near',
      'And every day the way gets clear',
      ['place', 'time', 'thing'],
      GOAL,
    ),
    pair('I’ve dreamed of {kw} since I was small', 'And now I’m standing ten feet tall', NOT_PERSON, GOAL),
    // Built over time: no one event ("the graduation") is built brick by brick.
    pair(
      'I’m building {kw} brick by brick',
      'And no one said it would be quick',
      ['abstract'],
      ['goal', 'ongoing'],
    ),
    pair(
      'For {kw} I’ll work the extra shift',
      'I know the weight I’ve got to lift',
      ['place', 'thing', 'activity', 'abstract'],
      SAVING,
    ),
    pair('I’m counting down to {kw} now', 'I made myself a quiet vow', ['time', 'activity'], GOAL),
    pair('I’ve got a list of things to do', 'And I’ll keep working till I’m through'),
    pair('The soles are thin, my hands are sore', 'But I can take a little more'),
    pair('I fill a notebook with my plans', 'And hold the future in my hands'),
    pair('The coffee’s strong, the list is long', 'I hum a stubborn little song'),
    pair('I’m saving every penny that I make', 'I know exactly what’s at stake', undefined, ['ongoing']),
    pair('My hands are shaking at the door', 'I’ve never wanted something more', undefined, START),
    pair('I’m nervous and excited too', 'There’s so much here I want to do', undefined, START),
    pair('I learn the names, I find my way', 'I’m new, but I am here to stay', undefined, START),
    pair('I lace my boots and lift my chin', 'I’m ready now, so let’s begin'),
    pair('They said that it was out of reach', 'I learned the things they didn’t teach'),
    pair('I’ll start from nothing, start from scratch', 'And light it like a single match'),
    pair('I slip, I stand, I try once more', 'I’m stronger than I was before'),
  ],
  chorus: [
    pair('The butterflies are in my chest', 'I’m ready now to do my best', undefined, START),
    pair('A brand new start, a brand new door', 'It’s what I have been waiting for', undefined, START),
    pair('I’ve waited long enough to start', 'I’m going with a steady heart'),
    pair('I’ll climb the ladder rung by rung', 'I’ve got a song still on my tongue'),
    pair('The door is open, I walk through', 'And do the work I came to do'),
    pair('I’ve got two hands and one good plan', 'I’ll give it all the work I can'),
    pair('I’m stepping out with my head high', 'I’m gonna give it one more try'),
    pair('It’s gonna take a while, I know', 'And I am ready now to go'),
    pair('I’ll walk the long way if I must', 'And shake away the doubt like dust'),
    pair('I’m tired, but I’m not done yet', 'It’s worth it, and I’ve no regret'),
    pair('I’ve got the nerve, I’ve got the will', 'I’m learning every little skill'),
    pair('I’m getting closer than before', 'And I can almost see the door'),
    pair('The work is hard, the hours are long', 'And every day I’m growing strong'),
    pair('I see a light up on the hill', 'It’s far, but I can reach it still'),
    pair('I stumble, but I don’t stay down', 'I dust my knees and lose the frown'),
  ],
  hooks: [
    hook('{kw}, here I come', ['place', 'time', 'thing', 'activity', 'abstract'], GOAL),
    hook('I won’t give up on {kw}', ['place', 'thing', 'activity', 'abstract'], GOAL),
    hook('I’m on my way to {kw}', ['place', 'time', 'thing', 'activity', 'abstract'], GOAL),
    hook('So here’s to {kw}'),
    hook('I’m ready for {kw}', ['place', 'time', 'thing', 'activity', 'abstract'], GOAL),
    hook('I’m going after {kw}', ['thing', 'abstract'], GOAL),
    hook('I’m working hard for {kw}', ['place', 'time', 'thing', 'activity', 'abstract'], GOAL),
    hook('One day I’ll reach {kw}', ['place', 'time', 'thing', 'activity', 'abstract'], GOAL),
    hook('Step by step to {kw}', ['place', 'time', 'thing', 'activity', 'abstract'], GOAL),
    hook('I’ll keep on going for {kw}', ['place', 'time', 'thing', 'activity', 'abstract'], GOAL),
  ],
};
