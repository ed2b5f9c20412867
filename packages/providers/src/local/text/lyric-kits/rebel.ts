// A rebellious, angry song: against the rules, the system, being told what to do. Defiant and loud, standing
// up. The subject may be what the singer stands against or what the singer stands for, so the lines that
// name it take no side on which; nobody is sung to.
import { hook, pair, type LyricKit } from './kit';

export const REBEL: LyricKit = {
  verse: [
    pair('I bring up {kw}; they tell me hush', 'I crank the feedback, let it rush', undefined, ['guitar']),
    pair('I won’t stand in line and wait my turn', 'There’s nothing in their rules I care to learn'),
    pair('No one tells me what {kw} should mean', 'I spray my answer, big and green'),
    pair('They lock the gate to keep me in place', 'I climb it, grinning in their face'),
    pair('I whispered {kw}; now I shout', 'There isn’t one word of it I doubt', ['abstract']),
    pair('Three chords, an amp, a guitar string', 'Is all I need to stand and sing', undefined, ['guitar']),
    pair('No one talks me out of {kw} now', 'I never learned to curtsy or to bow', ['abstract']),
    pair('They wrote the rules without my say', 'I tore them up and went my way'),
    pair('I left {kw} and slammed the door', 'I won’t sit quiet anymore', ['place']),
    pair('They’ve got a hundred ways to say no', 'Each one just makes the fire in me grow'),
    pair('I put {kw} in a song and played it loud', 'And sang it to the faces in the crowd'),
    pair('Boots laced up and jacket on', 'I’ll stand here long after they’re gone'),
    pair('{kw} got me shouting in the street', 'And stamping out the beat with my feet'),
    pair('I’ve made my choice on {kw} for good', 'I won’t sit down like they thought I would', [
      'abstract',
      'thing',
      'activity',
    ]),
  ],
  chorus: [
    pair('I won’t keep quiet, won’t sit still', 'I haven’t yet and never will'),
    pair('Turn it up until the windows shake', 'I’m louder than the rules they make'),
    pair('I’m standing up, fists in the air', 'They can stare, and I don’t care'),
    pair('I’ll kick the door and snap the chain', 'And never wait on them again'),
    pair('This is my noise and this is my sound', 'I plant my feet and hold my ground'),
    pair('No more asking, no more please', 'I’m never going down on my knees'),
    pair('I’m wide awake and I’m on fire', 'And every word’s a live wire'),
    pair('Nobody can turn me down', 'I’m the loudest thing in town'),
    pair('I tear the warning signs away', 'I’ve got a hundred things to say'),
    pair('I won’t be tamed, I won’t be told', 'I’m made of something they can’t hold'),
    pair('They built the walls, I knock them flat', 'And I’m not sorry about that'),
    pair('I’ll shout until my voice is raw', 'I’m through with every crooked law'),
    pair('I paint it big on every wall', 'In letters fifty inches tall'),
    pair('They want me small, they want me meek', 'I’m louder every time I speak'),
  ],
  hooks: [
    hook('I won’t be quiet about {kw}'),
    hook('I’m shouting about {kw}'),
    hook('I’ll have my say on {kw}'),
    hook('Make some noise about {kw}'),
    hook('I’m not backing down on {kw}'),
    hook('I’m done keeping quiet on {kw}'),
    hook('I’m raising my voice on {kw}'),
    hook('I’ll never shut up about {kw}'),
    hook('I’m fired up about {kw}'),
    hook('Shout it out about {kw}'),
  ],
};
