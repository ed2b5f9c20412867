// A life celebrated (a Happy or Energetic song for one who has died: "he would want us dancing"): sung to
// the one remembered, thankful and smiling, dancing in their honour. Every line is told of one gone: what
// they did is past, what they would want is wished, and nothing has them doing anything now.
import { hook, pair, type LyricKit } from './kit';

export const TRIBUTE: LyricKit = {
  verse: [
    pair('I raise a glass to {kw} and smile', 'I’ll keep you with me all the while', ['person']),
    pair('I tell the stories of {kw} out loud', 'And laughter ripples through the crowd', ['person']),
    pair('I dance for {kw} the way you would', 'A little wild, a little good', ['person']),
    pair('I hear {kw} laughing in this song', 'The one you sang the whole day long', ['person']),
    pair('I keep {kw} in the way I grin', 'And every dance that I begin', ['person']),
    pair('I’m thankful for the years I had with you', 'For every silly thing you used to do'),
    pair('You taught me how to laugh out loud', 'You’d want me dancing in the crowd'),
    pair('I play the songs you loved the most', 'And raise my glass up in a toast'),
    pair('I tell your jokes and get them wrong', 'You’d laugh at me and sing along'),
    pair('I won’t be sad, you wouldn’t want me to', 'I’ll dance the way you used to do'),
    pair('I wear your hat a little to one side', 'And feel you grinning, full of pride'),
    pair('Your table’s full of friends today', 'They came to laugh, not cry, they say'),
  ],
  chorus: [
    pair('So raise a glass and sing it loud', 'You’d be the loudest in the crowd'),
    pair('I’m dancing for you, head to toe', 'The way you taught me long ago'),
    pair('I smile each time I say your name', 'And keep on dancing all the same'),
    pair('I’m thankful for the life you made', 'For every song you ever played'),
    pair('You lit up every room you knew', 'And I’m still dancing here for you'),
    pair('No tears today, just songs and cheers', 'I’m grateful for the golden years'),
    pair('I sing the chorus that you knew', 'And every note of it is you'),
  ],
  hooks: [
    hook('Here’s to {kw}'),
    hook('I’m dancing for {kw}'),
    hook('Raise a glass for {kw}'),
    hook('I’m celebrating {kw}'),
    hook('Thank you, {kw}', ['person']),
    hook('I’ll sing for {kw}'),
  ],
};
