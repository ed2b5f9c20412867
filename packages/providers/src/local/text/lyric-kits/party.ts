// A dance or party song: a club, a festival, a night out, a celebration. Energetic, joyful and together;
// the night may be named; nobody is sung to.
import { NOT_PERSON, hook, pair, type LyricKit } from './kit';

export const PARTY: LyricKit = {
  verse: [
    pair('I’ve had {kw} circled for weeks', 'I’ve got glitter on my shirt and cheeks'),
    pair('They play the one that everyone knows', 'And up the hands go, rows on rows'),
    pair('{kw} got the whole place on its feet', 'There’s no one sitting in a seat'),
    pair('There’s confetti on my sleeve', 'And no one’s thinking they should leave'),
    pair('I love {kw} when the lights go low', 'I move to it from head to toe'),
    pair('I sing until my voice is gone', 'The bass is loud and pounding on'),
    pair('I can’t wait for {kw} to start', 'Now every drum’s a beating heart', ['time', 'activity', 'scene']),
    pair('These feet are sore and I don’t care', 'I wave my arms up in the air'),
    pair('I’ve got {kw} and the whole gang too', 'I shout the words the whole way through', NOT_PERSON),
    pair('The lights turn purple, gold and white', 'I’m jumping up with all my might'),
    pair('I’ll talk about {kw} for years', 'I’ll still hear the music and the cheers'),
    pair('I hung my worries with the coats', 'And sang out all the highest notes'),
    pair('I toast {kw} and the crowd', 'And sing the chorus twice as loud'),
  ],
  chorus: [
    pair('Turn it up, the night is young', 'I’ll sing until the last song’s sung'),
    pair('Hands up high, feet off the ground', 'The whole place moving to the sound'),
    pair('I’m staying till they turn the house lights on', 'And every song has come and gone'),
    pair('Lift it up and lift it high', 'Sing it loud enough to shake the sky'),
    pair('One more song, and then one more', 'I’m never leaving this dance floor'),
    pair('I spin with everyone I know', 'And no one’s ready yet to go'),
    pair('Every heart is beating as one', 'The best part has just begun'),
    pair('The speakers shake, the ceiling rings', 'And everybody jumps and sings'),
    pair('Nobody’s standing on the side', 'I let the bass line be the guide'),
    pair('I’m dancing till my shoes wear through', 'The lights keep flashing red and blue'),
    pair('The beat drops in, the crowd goes wild', 'I’m grinning like a giddy child'),
    pair('The night is loud and shining bright', 'I’m spinning under every light'),
    pair('The room is packed from wall to wall', 'I’m singing like I’m ten feet tall'),
  ],
  hooks: [
    hook('Oh, here’s to {kw}'),
    hook('Turn it up for {kw}'),
    hook('Hands in the air for {kw}'),
    hook('Make some noise for {kw}'),
    hook('All night long for {kw}'),
    hook('Let’s hear it for {kw}'),
    hook('Everybody up for {kw}'),
    hook('Raise a glass to {kw}'),
    hook('Play it loud for {kw}'),
    hook('Get on the floor for {kw}'),
  ],
};
