// A song of a death: the one who is gone is remembered, missed and spoken to, never doing anything now.
import { hook, pair, type LyricKit } from './kit';

export const LOSS: LyricKit = {
  verse: [
    pair('I keep a picture of {kw} by the door', 'I can’t believe you won’t be here anymore', ['person']),
    pair('The house is quiet since you went away', 'I hear your voice at the end of every day'),
    pair('I still can hear {kw} call my name', 'And nothing in this house will be the same', ['person']),
    pair('Your coat is hanging where you left it last', 'I hold it close and hold on to the past'),
    pair('I tell {kw} the little things I see', 'And in the quiet you still talk to me', ['person']),
    pair('I set the table just the way you did', 'I keep the letters that you never hid'),
    pair('The garden that you planted still grows wild', 'You held my hand when I was just a child'),
    pair('I carry {kw} in everything I do', 'And every kindness that I learned from you', ['person']),
    pair('The chair is empty where you used to be', 'But you are never very far from me'),
    pair('I found your handwriting on an old receipt', 'And for a moment life felt less complete'),
  ],
  chorus: [
    pair('I miss you more than words can say', 'I think about you every day'),
    pair('You’re gone, but you are never gone', 'In me your love keeps going on'),
    pair('I hold the memory of your smile', 'And let myself be sad a while'),
    pair('The light you left is still in me', 'It’s all the light I need to see'),
    pair('I know that you would want me strong', 'So I will carry on your song'),
    pair('I’ll keep your name inside my heart', 'I loved you from the very start'),
    pair('I keep your letters by the bed', 'I hear the last thing that you said'),
    pair('I wear the sweater that you wore', 'I still half listen for the door'),
    pair('I tell the stories that you told', 'A love like yours will not grow cold'),
    pair('I’m grateful for the time I had', 'Remembering you makes me glad'),
    pair('I keep your number in my phone', 'I’m never really on my own'),
    pair('I talk to you when no one’s near', 'I’d give the world for one more year'),
  ],
  hooks: [
    hook('Oh, {kw}, I miss you so', ['person']),
    hook('I still remember {kw}'),
    hook('I’ll always love {kw}', ['person']),
    hook('I’m holding on to {kw}'),
    hook('Goodbye, {kw}, goodbye', ['person']),
    hook('I’ll carry {kw} along'),
    hook('Rest easy, {kw}, rest easy', ['person']),
    hook('Oh, {kw}, I hold you near', ['person']),
    hook('I’m keeping {kw} close'),
  ],
};
