// A song of a death: the one who is gone is remembered, missed and spoken to, never doing anything now.
// Lines of a person's things (a coat, letters, a phone number) say 'adult'; a pet has lines of its own.
import type { LineNeed } from '../lyric-brief-model';
import { hook, pair, type LyricKit } from './kit';

/** A person's things and words: no coat, letters or handwriting for a cat or a dog. */
const PERSON_GONE: readonly LineNeed[] = ['adult'];
/** A pet gone: its bowl, its spot on the couch, the door it met you at. */
const PET_GONE: readonly LineNeed[] = ['pet'];

export const LOSS: LyricKit = {
  verse: [
    pair('I keep a picture of {kw} by the door', 'I can’t believe you won’t be here anymore', ['person']),
    pair(
      'The house is quiet since you went away',
      'I hear your voice at the end of every day',
      undefined,
      PERSON_GONE,
    ),
    pair(
      'I still can hear {kw} call my name',
      'And nothing in this house will be the same',
      ['person'],
      PERSON_GONE,
    ),
    pair(
      'Your coat is hanging where you left it last',
      'I hold it close and hold on to the past',
      undefined,
      PERSON_GONE,
    ),
    pair('I tell {kw} the little things I see', 'And in the quiet you still talk to me', ['person']),
    pair(
      'I set the table just the way you did',
      'I keep the letters that you never hid',
      undefined,
      PERSON_GONE,
    ),
    pair(
      'The garden that you planted still grows wild',
      'You held my hand when I was just a child',
      undefined,
      PERSON_GONE,
    ),
    pair('I carry {kw} in everything I do', 'And every kindness that I learned from you', ['person']),
    pair('The chair is empty where you used to be', 'But you are never very far from me'),
    pair('Your bowl is sitting by the door', 'I know I can’t fill it anymore', undefined, PET_GONE),
    pair('I still reach down to scratch your ear', 'Forgetting that you’re not here', undefined, PET_GONE),
    pair(
      'The couch still keeps your favourite place',
      'I miss your nose against my face',
      undefined,
      PET_GONE,
    ),
    pair('You met me at the door each day', 'And now the quiet’s here to stay', undefined, PET_GONE),
    pair(
      'I found your handwriting on an old receipt',
      'And for a moment life felt less complete',
      undefined,
      PERSON_GONE,
    ),
  ],
  chorus: [
    pair('You were the best friend I could find', 'The gentlest heart, the truest kind', undefined, PET_GONE),
    pair('I’d give the world to hear your paws', 'Come running to me just because', undefined, PET_GONE),
    pair('I miss you more than words can say', 'I think about you every day'),
    pair('You’re gone, but you are never gone', 'In me your love keeps going on'),
    pair('I hold the memory of your smile', 'And let myself be sad a while'),
    pair('The light you left is still in me', 'It’s all the light I need to see'),
    pair('I know that you would want me strong', 'So I will carry on your song'),
    pair('I’ll keep your name inside my heart', 'I loved you from the very start'),
    pair('I keep your letters by the bed', 'I hear the last thing that you said', undefined, PERSON_GONE),
    pair('I wear the sweater that you wore', 'I still half listen for the door', undefined, PERSON_GONE),
    pair('I tell the stories that you told', 'A love like yours will not grow cold', undefined, PERSON_GONE),
    pair('I’m grateful for the time I had', 'Remembering you makes me glad'),
    pair('I keep your number in my phone', 'I’m never really on my own', undefined, PERSON_GONE),
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
