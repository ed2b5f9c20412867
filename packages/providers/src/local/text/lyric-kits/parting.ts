// A song of a parting: sung to the one who left, remembered with no blame, and slowly let go. Nobody dies;
// nobody comes back.
import { NOT_ABSTRACT, hook, pair, type LyricKit } from './kit';

export const PARTING: LyricKit = {
  verse: [
    pair('I think of {kw} when the house is still', 'I say I’m fine, and someday I will'),
    pair('I’m letting go of {kw} a little more', 'Than I could do the week before'),
    pair('I heard from friends that {kw} is doing well', 'I’m glad, as far as I can tell', ['person']),
    pair('I walked through {kw} on my own', 'And found I’m fine to be alone', ['place']),
    pair('I play {kw} over in my head', 'I hear the things I should have said', [
      'time',
      'activity',
      'scene',
    ]),
    pair('I carried {kw} a long, long while', 'Now I can think of you and smile', [
      'abstract',
      'thing',
      'time',
    ]),
    pair('I put {kw} up on the highest shelf', 'And learned to sit with just myself', ['thing']),
    pair('I found a photo of {kw} today', 'I held it, then I put it away', NOT_ABSTRACT),
    pair('I packed your things into a box', 'Your books, a sweater, mismatched socks'),
    pair('I take the long way home to miss your street', 'I’m learning how to stand on my own feet'),
    pair('I almost called when that song came on', 'I let it play; the urge was gone'),
    pair('I kept one picture, put the rest away', 'I look at it a little less each day'),
    pair('I wrote a letter I won’t send', 'I wished you well, just like a friend'),
    pair('I moved the couch and painted every wall', 'But still I look for you along the hall'),
    pair('I don’t blame you for how it went', 'I’m grateful for the time I spent'),
  ],
  chorus: [
    pair('I’m letting go, but I won’t forget', 'I wish you well with no regret'),
    pair('I loved you more than I could say', 'And I get stronger every day'),
    pair('You have a different life to live', 'And I still have a lot to give'),
    pair('I still recall how it used to be', 'I’m learning how to just be me'),
    pair('I’ll keep the good and let the rest go by', 'I’ve stopped asking the reasons why'),
    pair('It hurts, but not the way it did', 'I’m done with all the tears I hid'),
    pair('I hope you’re well, wherever you are', 'I’m healing slowly, scar by scar'),
    pair('I mailed your key back in a card', 'Some days are easy, some are hard'),
    pair('I sleep across the middle of the bed', 'I’m clearing out the noise inside my head'),
    pair('I wish you nothing but the best', 'I’m slowly learning how to rest'),
    pair('I’m thankful for the time I had with you', 'I’m ready now for something new'),
    pair('I’ve stopped waiting by the phone', 'I’m doing better on my own'),
  ],
  hooks: [
    hook('I’m letting go of {kw}'),
    hook('Goodbye to {kw}'),
    hook('I still remember {kw}'),
    hook('Oh, {kw}, I let you go', ['person']),
    hook('{bare}, it’s time to say goodbye'),
    hook('I’m moving on from {kw}'),
    hook('I’m making peace with {kw}'),
    hook('Oh, {kw}, I wish you well', ['person']),
    hook('I’m learning to live without {kw}'),
    hook('So long, {kw}, so long'),
  ],
};
