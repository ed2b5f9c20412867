// A song to a pet who is here: a cat or a dog (or a rabbit, a hamster) at home, its mischief, its naps, the
// door it waits by; fond and amused, never grief or a sickbed. Sung to the pet as "you". No barking or
// purring, no yard or leash: what any small furry pet does, so that a cat is never walked and a dog never
// climbs the curtains. The kit is chosen only for such a pet, here and alive (lyric-kit-choice.ts).
import type { LineNeed } from '../lyric-brief-model';
import { hook, pair, type LyricKit } from './kit';

/** Here and alive: the kit is for a pet at home now. */
const HERE: readonly LineNeed[] = ['present', 'alive'];

export const PET: LyricKit = {
  verse: [
    pair('I come home and {kw} is there', 'Waiting by the door or on my chair', ['person'], HERE),
    pair('I wake with {kw} on my feet', 'A little ball of fur and heat', ['person'], HERE),
    pair('I try to work, but {kw} knows best', 'And lies across my papers for a rest', ['person'], HERE),
    pair('I tell {kw} about my day', 'You listen, then you walk away', ['person'], HERE),
    pair('I talk to {kw} all day long', 'You never tell me that I’m wrong', ['person'], HERE),
    pair('You steal my seat, you break each law', 'And rule this house with one soft paw', undefined, HERE),
    pair('You chase the shadows on the floor', 'Then nap, and then you chase some more', undefined, HERE),
    pair('You sleep for hours in the sun', 'And wake the minute work is done', undefined, HERE),
    pair('You make a mess and look at me', 'As innocent as you can be', undefined, HERE),
    pair('Your nose is cold, your fur is deep', 'You curl up close and drift to sleep', undefined, HERE),
    pair('The second that I reach for my keys', 'You look at me as if to say please', undefined, HERE),
    pair('You knock my cup right off the shelf', 'And look so pleased with your own self', undefined, HERE),
    pair('You hear the treats and come on the run', 'As if you never ate a single one', undefined, HERE),
    pair('You own the couch, you own the bed', 'I live here too, or so you said', undefined, HERE),
  ],
  chorus: [
    pair('You make a mess, you steal my chair', 'But I’m so glad that you are there', undefined, HERE),
    pair('You don’t know half of what I say', 'But you make the best of every day', undefined, HERE),
    pair('Every day is better with you', 'Whatever trouble you get into', undefined, HERE),
    pair('You’re the first to greet me at the door', 'I couldn’t ask for any more', undefined, HERE),
    pair('A little rascal, soft and sweet', 'The best friend I could ever meet', undefined, HERE),
    pair('You’ve got my heart and half my bed', 'And every pillow for your head', undefined, HERE),
  ],
  hooks: [
    hook('Oh, {kw}, you rascal', ['person'], HERE),
    hook('Nobody’s quite like {kw}', ['person'], HERE),
    hook('Home is where {kw} is', ['person'], HERE),
    hook('What would I do without {kw}', ['person'], HERE),
    hook('Oh, {kw}, you run this place', ['person'], HERE),
  ],
};
