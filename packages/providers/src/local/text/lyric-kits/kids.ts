// A children’s song: simple, cheerful and playful, in short lines, about a small happy thing (brushing
// teeth, a pet, a birthday, the playground), or spooky and brave where the brief is (a haunted house, a
// Dark tag). It sings to nobody.
import type { LineNeed } from '../lyric-brief-model';
import { hook, pair, type LyricKit } from './kit';

/** A spooky song for children: shadows and ghosts that end in a giggle. */
const SPOOKY: readonly LineNeed[] = ['spooky'];

export const KIDS: LyricKit = {
  verse: [
    pair('The shadows dance across the floor', 'I’m brave and giggle all the more', undefined, SPOOKY),
    pair('A ghost said boo, I said boo too', 'And then I giggled the whole night through', undefined, SPOOKY),
    pair('I tiptoe past {kw} at night', 'And hold my little torch up tight', ['place', 'thing'], SPOOKY),
    pair('Something creaks and something groans', 'I shiver down to all my bones', undefined, SPOOKY),
    pair('I sing about {kw} all day', 'And clap my hands and shout hooray'),
    pair('I think about {kw} and grin', 'I wiggle from my toes to chin'),
    pair('I love {kw} from head to toe', 'I tell my friends so they all know'),
    pair('I gave {kw} a great big hug', 'As snug as a bug in a rug', ['person'], ['alive']),
    pair('I run to {kw} fast as can be', 'I hop and skip, one, two, three', ['place']),
    pair('I wait for {kw} all year long', 'And then I sing a happy song', ['time'], ['recurring']),
    pair('I’m good at {kw}, watch and see', 'As happy as a kid can be', ['activity']),
    pair('I take {kw} everywhere I go', 'To show my friends and say hello', ['thing', 'person']),
    pair('I draw {kw} in crayon bright', 'With purple, orange, green and white', [
      'person',
      'place',
      'thing',
      'scene',
    ]),
    pair('I wiggle and I jump up high', 'I wave my hands up to the sky'),
    pair('I spin around and tumble down', 'And giggle like a silly clown'),
    pair('I count my fingers up to ten', 'And then I count them all again'),
    pair('I share my snacks and share my toys', 'With all the other girls and boys'),
    pair('A bumblebee goes buzz, buzz, buzz', 'I buzz along the way it does'),
    pair('I’m big and strong and brave and tall', 'I bounce just like a rubber ball'),
    pair('I put my shoes on, left and right', 'And tie the laces nice and tight'),
  ],
  chorus: [
    pair('Hip, hip, hooray, and hip, hooray', 'It is a happy, happy day'),
    pair('I jump and laugh and spin around', 'My feet go bouncing off the ground'),
    pair('I clap my hands and tap my knees', 'I’m busy as a bunch of bees'),
    pair('I stomp my feet and clap along', 'And sing my very loudest song'),
    pair('La, la, la, and la, la, lee', 'Sing a silly song with me'),
    pair('Round and round and up and down', 'I’m the happiest kid in town'),
    pair('I shake it high, I shake it low', 'I’m ready, set, and off I go'),
    pair('Boom, boom, boom goes the drum', 'I dance along and hum, hum, hum'),
    pair('I hop just like a bunny, hop', 'I hop and hop and never stop'),
    pair('I run and run and run and run', 'I’m having so much silly fun'),
    pair('I touch my nose, I touch my toes', 'And up and up my giggle grows'),
    pair('I’m happy, happy, through and through', 'I’ve got a hundred things to do'),
  ],
  hooks: [
    hook('Who’s afraid of {kw}', ['place', 'thing', 'person'], SPOOKY),
    hook('Hooray, hooray for {kw}'),
    hook('I love, I love {kw}'),
    hook('Here comes {kw}', ['person', 'time', 'thing']),
    hook('Sing a song of {kw}'),
    hook('Hip, hip, hooray for {kw}'),
    hook('Three cheers for {kw}'),
    hook('Jump up high for {kw}'),
    hook('Hooray, it’s time for {kw}', ['time', 'activity']),
    hook('I’m clapping for {kw}'),
  ],
};
