// A song of a sport: a race, a game, a match, a final; legs and lungs, the line, the crowd, the team. Told
// as it is run or played, and in the past where the brief says it was won; no mountains, gates or swords
// (those are the epic kit's). Lines of a race or a game, or of a win, say so (`needs`); nobody is sung to.
import type { LineNeed } from '../lyric-brief-model';
import { NOT_PERSON, hook, pair, type LyricKit } from './kit';

/** The crowd, the roar, the finish line: the day of the contest, never training for it. */
const RACE_DAY: readonly LineNeed[] = ['raceday'];
const NOT_PERSON_OR_DOING = NOT_PERSON.filter((k) => k !== 'activity');

export const SPORT: LyricKit = {
  verse: [
    pair('I gave {kw} every breath I had', 'And every ache just made me glad', NOT_PERSON),
    pair('My legs are burning, lungs on fire', 'I’m pushing on, I will not tire'),
    pair('I hear the crowd call out my name', 'It lights me up just like a flame', undefined, RACE_DAY),
    // Trained for a race, never for a doing ("I trained for marathon training").
    pair('I trained for {kw} day by day', 'Through every ache along the way', NOT_PERSON_OR_DOING),
    pair('I see the finish line ahead', 'My legs are heavy, feet like lead', undefined, ['race', 'raceday']),
    pair('One more mile and then one more', 'I’ve never pushed this hard before', undefined, ['race']),
    pair('I ran {kw} with the crowd behind', 'With just the finish line in mind', NOT_PERSON, [
      'race',
      'raceday',
    ]),
    pair('I played {kw} with all my heart', 'I gave it every single part', NOT_PERSON, ['game']),
    pair('I won {kw} and raised my hands', 'And heard the roar come from the stands', NOT_PERSON, ['won']),
    pair('The final whistle blew at last', 'And all the doubt was in the past', undefined, ['game', 'won']),
    pair('The clock ran down, the game was tight', 'I held my nerve with all my might', undefined, [
      'game',
      'won',
    ]),
    pair('I found a gear I didn’t know', 'And let the doubts behind me go'),
    pair('I’m out before the streets are awake', 'I run the loop around the lake', undefined, ['race']),
    pair('I log the miles, I rest, repeat', 'I’m building strength in legs and feet', undefined, ['race']),
    pair('My heart is pounding in my chest', 'I’m giving it my very best'),
    pair('I’ll talk about {kw} for years', 'The noise, the nerves, the shouts, the cheers', NOT_PERSON, [
      'won',
    ]),
  ],
  chorus: [
    pair('Another mile, another day', 'I’m getting stronger on the way', undefined, ['race']),
    // Still on the way: never after the win.
    pair('I’m not there yet, but I am near', 'I’m stronger than I was last year', undefined, ['unwon']),
    pair('I’m running on my heart alone', 'I’m faster than I’ve ever known', undefined, ['race']),
    pair('I hear them roar, I feel it rise', 'There’s fire burning in my eyes', undefined, RACE_DAY),
    pair('I left it all out on the field', 'I didn’t bend, I didn’t yield', undefined, ['game', 'won']),
    pair('I raised the trophy to the sky', 'And heard the roar go rolling by', undefined, ['game', 'won']),
    pair('The finish line is calling me', 'One more push and I’ll be free', undefined, ['race', 'raceday']),
    pair('Every ache was worth it now', 'I lift my arms and take a bow', undefined, ['won']),
    pair('Hearts are pounding, hands held high', 'The roar goes up into the sky', undefined, RACE_DAY),
    pair('I dig in deep, I don’t slow down', 'The loudest cheering in the town', undefined, RACE_DAY),
    pair('Keep on going, one more stride', 'I’ve got the whole crowd on my side', undefined, [
      'race',
      'raceday',
    ]),
  ],
  hooks: [
    hook('Here’s to {kw}'),
    hook('I gave it all for {kw}'),
    hook('Hear the crowd for {kw}', undefined, RACE_DAY),
    hook('I’m going the distance for {kw}', NOT_PERSON, ['race']),
    hook('I won {kw}', NOT_PERSON, ['won']),
    hook('Give it all for {kw}'),
    hook('Everything for {kw}'),
  ],
};
