// An epic, heroic song: a battle, a kingdom, a quest, a legend, a championship. Grand, brave and
// triumphant, with no swords or stadiums of its own, so that it fits a war, a final or a mountain alike;
// nobody is sung to.
import { NOT_PLACE, hook, pair, type LyricKit } from './kit';

const NOT_PERSON_OR_THING = ['place', 'time', 'scene', 'activity', 'abstract'] as const;
/** What can be won: a battle, a final, a quest; not a place or a foe. */
const CONTESTS = ['time', 'scene', 'activity', 'abstract'] as const;

export const EPIC: LyricKit = {
  verse: [
    pair('I’ve waited years for {kw} to come', 'I hear it in the beating drum', NOT_PLACE),
    pair('The drums are pounding, deep and loud', 'Above the roaring of the crowd'),
    pair('I wear the scars of where I fell', 'And each one has a tale to tell'),
    pair('{kw} will be the song they sing', 'In every town the bells will ring'),
    pair('I walked through fire and never slowed', 'Though every step was a heavy load'),
    pair('I’ll raise the flag at {kw} up high', 'And watch it fly against the sky', NOT_PERSON_OR_THING),
    pair('They’ll speak of {kw} for years', 'With lifted cups and endless cheers'),
    pair('I stand before the open gates', 'Beyond them all my story waits'),
    pair('The climb is steep, the air is thin', 'But there’s a fire under my skin'),
    pair('I’d give {kw} every breath I’ve got', 'And hold the line right on this spot', NOT_PERSON_OR_THING),
    pair('I hear {kw} calling out my name', 'I’m stepping forward to stake my claim'),
    pair('I’ve trained for this with all my heart', 'I’ve given it my every part', undefined, ['self']),
    pair('They swore {kw} could not be won', 'I heard them, and I’ve just begun', CONTESTS),
  ],
  chorus: [
    pair('Raise the banners, sound the horn', 'A brand new legend has been born'),
    pair('I will not kneel, I will not break', 'No matter what it’s going to take'),
    pair('I’ll hold my ground and take the crown', 'And nothing here can bring me down'),
    pair('I’m standing strong and shining gold', 'A story that will long be told'),
    pair('This is the moment, this is the place', 'I’m looking victory right in the face'),
    pair('I’ll climb the mountain, stone by stone', 'And claim the summit for my own'),
    pair('I won’t turn back and I won’t run', 'I’ll keep on going till it’s done'),
    pair('I carry fire in my hand', 'And light the way across the land'),
    pair('Let every bell ring out my name', 'I’ve come to light the ancient flame'),
    pair('With iron heart and will of steel', 'I’ll never bow and never kneel'),
    pair('The mountain shakes beneath my feet', 'I march ahead and won’t retreat'),
    pair('The trumpets sound both far and wide', 'I’ve got the ages on my side'),
    pair('I’ll write my name among the stars', 'And carry proudly all my scars'),
  ],
  hooks: [
    hook('Glory, glory to {kw}'),
    hook('Sing the song of {kw}'),
    hook('Onward, onward to {kw}'),
    hook('All hail, all hail {kw}'),
    hook('I’ll rise for {kw}'),
    hook('The hour has come for {kw}'),
    hook('Rise up, rise up for {kw}'),
    hook('Hear the drums for {kw}'),
    hook('Hold the line for {kw}'),
    hook('Victory, victory for {kw}'),
  ],
};
