// A road trip, a drive, a journey, a train ride: free and moving, looking out the window, glad of the miles.
// Nothing names the vehicle, so the lines suit a car, a bus or a train; nobody is sung to.
import type { LineNeed } from '../lyric-brief-model';
import { NOT_PERSON, hook, pair, type LyricKit } from './kit';

/** The countryside by day: barns, farms, green hills and open land; never a city, a night or a desert. */
const COUNTRY: readonly LineNeed[] = ['country'];

export const ROAD: LyricKit = {
  verse: [
    pair('I packed a bag for {kw} and went', 'With snacks and all the change I hadn’t spent', [
      'place',
      'activity',
      'time',
      'scene',
      'abstract',
    ]),
    pair('Towns roll by with names I’ve never heard', 'I sing them out, word for word'),
    pair('I count the barns that pass me by', 'Beneath a big and open sky', undefined, COUNTRY),
    pair('I’ve wanted {kw} since I was ten', 'And here I am, a kid again', NOT_PERSON),
    pair('I draw a line on window glass', 'And wave at every farm I pass', undefined, COUNTRY),
    pair('Every mile of {kw} feels new', 'And every turn brings a different view', [
      'place',
      'activity',
      'scene',
      'abstract',
    ]),
    pair('I sing along to all that plays', 'And let the signs point different ways'),
    pair('I lean back, let the hours drift', 'And watch the pictures turn and shift'),
    pair(
      'I took {kw} further than I planned',
      'Past miles and miles of open land',
      ['activity', 'thing', 'scene'],
      COUNTRY,
    ),
    pair('I wake somewhere I’ve never seen', 'The hills outside are wide and green', undefined, COUNTRY),
    pair('I’m off to {kw} at my own pace', 'No clock to beat, no one to race', ['place']),
    pair('I’ll sleep wherever, I don’t mind', 'I leave the same old days behind'),
    pair('I circled {kw} on the map in red', 'And went the way the lines all led', ['place', 'scene']),
  ],
  chorus: [
    pair('The miles roll on, and on I go', 'Past every town I’ll never know'),
    pair('There’s so much more out there to see', 'And every mile is setting me free'),
    pair('I take the long way where it bends', 'And every stop brings brand new friends'),
    pair('Further on and further still', 'Over every bridge and every hill', undefined, COUNTRY),
    pair('I’m heading anywhere but back', 'With all I need inside my pack'),
    pair('The world is big, the window’s wide', 'And all of it waits just outside'),
    pair('The land unrolls in green and gray', 'I let the miles just roll away', undefined, COUNTRY),
    pair('I’ve got no map and I’ve got no plan', 'I’m going far as anybody can'),
    pair(
      'The hills go blue, the fields go gold',
      'There’s more ahead than I’ve been told',
      undefined,
      COUNTRY,
    ),
    pair('Another town, another sign', 'Another dot along the line'),
    pair('I’m going somewhere, who knows where', 'I’m breathing in the open air'),
    pair('The sky gets bigger every mile', 'I’ve had a grin on all the while', undefined, COUNTRY),
  ],
  hooks: [
    hook('Nothing but {kw} for miles'),
    hook('So here’s to {kw}'),
    hook('Oh, {bare}, carry me'),
    hook('Mile after mile of {kw}', ['place', 'activity', 'scene', 'abstract']),
    hook('Here I go on {kw}', ['activity']),
    hook('I’m on my way to {kw}', ['place']),
    hook('I’ve got {kw} ahead', ['place', 'time', 'activity', 'scene', 'abstract']),
    hook('Carry me on to {kw}', ['place']),
    hook('Singing all the way to {kw}', ['place']),
    hook('Keep on rolling with {kw}', ['person', 'thing', 'activity', 'scene', 'abstract']),
  ],
};
