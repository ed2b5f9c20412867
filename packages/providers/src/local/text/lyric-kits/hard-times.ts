// A dark song of hard times: a town in decline, a plant or mill closed, work lost, bills, and the pride
// that is left. Heavy, never spooky (the ghost story is the dark kit's); lines of work lost say so
// (`needs`: 'jobless'); nobody is sung to.
import { hook, pair, type LyricKit } from './kit';

const PLACE_OR_THING = ['place', 'thing'] as const;

export const HARD_TIMES: LyricKit = {
  verse: [
    pair('I gave {kw} the best years I had', 'And not all of them were bad', PLACE_OR_THING, ['jobless']),
    pair(
      'The gates of {kw} are chained and still',
      'There’s no more whistle from the mill',
      ['place'],
      ['jobless'],
    ),
    pair('I drive past {kw} nice and slow', 'The place where everyone would go', ['place']),
    pair('I walk through {kw} all alone', 'The windows boarded, overgrown', ['place']),
    pair('They said {kw} would always stay', 'And then they took it all away', PLACE_OR_THING, ['jobless']),
    pair('I carry {kw} like a stone', 'I carry it, but not alone', ['activity', 'abstract']),
    pair('The shops are boarded up in rows', 'The street is quiet, no one goes', undefined, ['jobless']),
    pair('The bills are piling by the door', 'There isn’t work here anymore', undefined, ['jobless']),
    pair('The bills are piling by the door', 'I can’t keep up the way I did before'),
    pair('I fill out forms and stand in line', 'I’ve got my pride, and it is mine'),
    pair('I sold the truck to pay the rent', 'I don’t know where the money went'),
    pair('I learned a trade I can’t use now', 'I keep it sharp, I don’t know how', undefined, ['jobless']),
    pair('The whole town holds its breath and waits', 'For someone to unlock the gates', undefined, [
      'jobless',
    ]),
    // One owed (a landlord, a boss): never a ghost, never a place.
    pair('I paid {kw} every cent I had', 'And still the roof leaks, still it’s bad', ['person']),
    pair('I see {kw} and look away', 'I don’t have anything to pay', ['person']),
    pair('I count the coins out, row by row', 'And wonder where the wages go'),
  ],
  chorus: [
    pair('They took the work but not the will', 'I’m standing here, I’m standing still', undefined, [
      'jobless',
    ]),
    pair('The lights go out along the street', 'But I’m still standing on my feet'),
    pair('It’s hard times now, it’s hard times still', 'I hold on tight, I always will'),
    pair('I count the coins and count the days', 'And look for work in other ways'),
    pair('The silence hangs on every street', 'But I won’t bow and won’t retreat'),
    pair('Hard times are heavy, hard times are long', 'But I am stubborn, I am strong'),
    pair('The whistle’s gone, the smoke is clear', 'But I’m not leaving, not this year', undefined, [
      'jobless',
    ]),
  ],
  hooks: [
    hook('Hard times in {kw}', ['place']),
    hook('I won’t give up on {kw}', ['place', 'thing', 'abstract']),
    hook('I’m still here in {kw}', ['place']),
    hook('Hard times since {kw}', ['thing', 'time', 'scene', 'abstract']),
    hook('There’s no work left in {kw}', ['place'], ['jobless']),
    hook('I’m standing by {kw}', ['place', 'thing']),
    // Fed up with it: only where the brief is angry (a factory that closed is mourned, not resented).
    hook('I’ve had enough of {kw}', ['person', 'thing', 'activity'], ['angry']),
    hook('I’m getting through {kw}', ['time', 'scene', 'activity', 'abstract']),
  ],
};
