// A dark, eerie song: a haunted house, shadows, a forest at night, a ghost. Uneasy and mysterious, never
// cheerful; the night may be named. The lines keep out of any one room or wood, so that they suit a house,
// a graveyard or a forest alike; nobody is sung to.
import { hook, pair, type LyricKit } from './kit';

export const DARK: LyricKit = {
  verse: [
    pair('A footstep follows close behind', 'I turn, and there is none to find'),
    pair('A lantern flickers, then it dies', 'And in the dark, a pair of eyes'),
    pair('I heard {kw} whisper something low', 'In words I never want to know'),
    pair('A bell is tolling far away', 'It counts thirteen, then fades to gray'),
    pair('I followed {kw} further than I should', 'And lost the way back out for good', [
      'person',
      'abstract',
      'scene',
    ]),
    pair('A crow is watching, black on black', 'I feel it staring at my back'),
    pair('No one goes near {kw} after dark', 'The dogs lie down and will not bark', [
      'place',
      'person',
      'thing',
      'abstract',
      'activity',
    ]),
    pair('The air turns cold, the air turns still', 'I feel it in my bones, a chill'),
    pair('{kw} crept in while I was half asleep', 'And left a silence, cold and deep', [
      'person',
      'abstract',
      'scene',
      'time',
    ]),
    pair('I strike a match; the shadows crawl', 'And something tall stands past them all'),
    pair('I swear {kw} called me by my name', 'And nothing here has looked the same'),
    pair('Somebody hums a tune I know', 'From somewhere deep and far below'),
    pair('I walked into {kw} alone', 'The silence there was cold as stone', ['place']),
  ],
  chorus: [
    pair('Don’t look behind, don’t make a sound', 'Something is stirring in the ground'),
    pair('The lights go out, the colors fade', 'And something moves that no one made'),
    pair('I hold my breath and close my eyes', 'And still I hear the whispers rise'),
    pair('It knows my name and where I sleep', 'And every secret that I keep'),
    pair('The night is long, the dark is wide', 'And something’s waiting just outside'),
    pair('There’s no one there, there’s no one there', 'But something’s breathing in the air'),
    pair('I walk the dark, I’m on my own', 'But I can tell I’m not alone'),
    pair('The candle gutters, shadows grow', 'And footsteps wander to and fro'),
    pair('A cold hand brushes past my cheek', 'I try to scream but cannot speak'),
    pair('The moon is hiding, thin and pale', 'I hear a far and hollow wail'),
    pair('I call out once, there’s no reply', 'The echo answers, soft and sly'),
    pair('The shadows whisper once again', 'They speak of things I can’t explain'),
    pair('A chill is crawling up my spine', 'It leaves no footprint and no sign'),
  ],
  hooks: [
    hook('Beware, beware of {kw}'),
    hook('Stay away from {kw}'),
    hook('I can’t escape {kw}'),
    hook('Don’t ever wake {kw}'),
    hook('Something lives in {kw}', ['place', 'scene']),
    hook('I hear {kw} whisper'),
    hook('I’m haunted by {kw}'),
    hook('Don’t go near {kw}', ['place', 'person', 'thing', 'scene']),
    hook('In the shadows of {kw}', ['place', 'scene', 'person']),
    hook('Something’s watching from {kw}', ['place', 'scene']),
  ],
};
