// A sad song of hard times (a lost job, a lonely house, a hard year), not of a death or a parting: heavy
// and tired, with a quiet hope left. It sings to nobody.
import { NOT_PERSON, hook, pair, type LyricKit } from './kit';

export const SAD: LyricKit = {
  verse: [
    pair('I carry {kw} like a heavy coat', 'I keep my head up, stay afloat', NOT_PERSON),
    pair('I wasn’t ready for {kw} at all', 'I’m standing up again from a crawl', [
      'time',
      'activity',
      'scene',
      'abstract',
    ]),
    pair('I sit with {kw} and I don’t pretend', 'But even heavy things can mend'),
    pair('I walk through {kw} all alone', 'Each step as heavy as a stone', ['place']),
    pair('I lie awake with {kw} on my mind', 'And wonder if I’m falling behind'),
    pair('I keep {kw} to myself most days', 'And look for light in quiet ways', [
      'time',
      'activity',
      'abstract',
    ]),
    pair('I tell {kw} that I’m doing fine', 'And keep the heavy part as mine', ['person']),
    pair('I lean on {kw} when I can’t stand', 'I’m grateful for a steady hand', ['person']),
    pair('The bills are piling by the door', 'I’m tired in a way I wasn’t before'),
    pair('I sit in the car a while outside', 'A minute where I get to hide'),
    pair('The coffee’s cold, I let it stay', 'I haven’t got the heart today'),
    pair('Some days the smallest things weigh a ton', 'I make the bed, that’s one thing done'),
    pair('The house is quiet and the phone is too', 'I fill the hours with things I have to do'),
    pair('I let the dishes wait a day', 'I’m too worn out to put them away'),
    pair('I’m tired all the way to the bone', 'I’m carrying too much alone'),
    pair('I water the one plant that’s still green', 'The stubbornest thing I’ve ever seen'),
    pair('I tell myself that things turn around', 'That even low roads climb to higher ground'),
  ],
  chorus: [
    pair('I’m tired, but I’m still on my feet', 'I’m not done yet, I am not beat'),
    pair('I don’t know how, but I’ll get through', 'I do the little I can do'),
    pair('The weight is heavy on my chest', 'I’ll set it down and get some rest'),
    pair('I’m holding on to something small', 'A hope that helps me stand up tall'),
    pair('It won’t be like this always, I know', 'Some things just take a while to grow'),
    pair('I’m bent, but I am not broken yet', 'There’s still a hope I won’t forget'),
    pair('I make it one day at a time', 'Some days it’s a long way to climb'),
    pair('I get up slow, but I get dressed', 'I try to give the day my best'),
    pair('The hardest part is just to start', 'I’m patching up a tired heart'),
    pair('I’m quieter than I used to be', 'I’m finding strength I couldn’t see'),
    pair('The days are long, the hours are slow', 'I’m still not sure which way to go'),
    pair('I’ll rest a bit, then try again', 'I’m stronger than I was back then'),
  ],
  hooks: [
    hook('I’m getting through {kw}', ['time', 'thing', 'scene', 'activity', 'abstract']),
    hook('{bare}, I’m still here'),
    hook('I’m tired of {kw}', NOT_PERSON),
    hook('Still standing after {kw}', ['time', 'activity', 'scene', 'abstract']),
    hook('I’m thinking of {kw}'),
    hook('I’m worn down by {kw}', NOT_PERSON),
    hook('One more day of {kw}', ['time', 'scene', 'activity', 'abstract']),
    hook('I’m waiting out {kw}', ['time', 'scene', 'abstract']),
    hook('I’m finding my way through {kw}', ['place', 'time', 'scene', 'activity', 'abstract']),
  ],
};
