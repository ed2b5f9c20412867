// A fast song of an ordinary day: a Monday morning, the gym, a shift, a town left behind. Up and out, on
// the move, keeping the pace; no party, no lights or crowd, no time of day or weather of its own, and no
// feeling but drive (not glad, not low). Nobody is sung to.
import { NOT_PERSON, hook, pair, type LyricKit } from './kit';

/** A day, a place, a thing to take on; not a doing ("I give leaving town all I've got"). */
const TAKEN_ON = NOT_PERSON.filter((k) => k !== 'activity');

export const BUSY: LyricKit = {
  verse: [
    pair('I meet {kw} head on', 'The sleepy part of me is gone', TAKEN_ON),
    pair('I give {kw} all I’ve got', 'And never stop to think a lot', TAKEN_ON),
    pair('I go through {kw} at full speed', 'It’s all the push I’ll ever need', [
      'time',
      'scene',
      'activity',
    ]),
    pair('I roll my sleeves up for {kw} and start', 'With something burning in my heart', TAKEN_ON),
    pair('{bare}, and I’m on my way', 'I’m making something of the day', ['time']),
    pair('I’m out the door and on the run', 'There’s so much still to get done'),
    pair('The clock is loud, the clock is fast', 'I catch the minutes flying past'),
    pair('I’ve got a list a mile long', 'I tick it off and hum a song'),
    pair('I grab my bag and off I go', 'There’s no such thing as taking it slow'),
    pair('My feet are quick, my eyes are wide', 'I’ve got a fire deep inside'),
    pair('The day is moving, so am I', 'I wave the sleepy hours goodbye'),
    pair('I find the beat and keep the pace', 'And move along from place to place'),
    pair('I shake it off and start again', 'I count to three instead of ten'),
  ],
  chorus: [
    pair('Go, go, go, there’s no time to lose', 'I’ve got a beat inside my shoes'),
    pair('I’m wide awake, I’m on the move', 'I’m locked into a steady groove'),
    pair('Keep it moving, keep it fast', 'I’m gonna make the good parts last'),
    pair('I’m up, I’m out, I’m on my way', 'I’m taking on the whole day'),
    pair('No slowing down, no sitting still', 'I’ve got the energy, the will'),
    pair('The day is loud and so am I', 'I’m not about to pass it by'),
  ],
  hooks: [
    hook('Bring on {kw}', TAKEN_ON),
    hook('I’m taking on {kw}', TAKEN_ON),
    hook('Here I go, {kw}', ['time', 'scene']),
    hook('Full speed through {kw}', ['time', 'scene', 'activity']),
    hook('Let’s go, {kw}', ['time', 'scene', 'place']),
    hook('I’m all about {kw}', ['activity']),
  ],
};
