// A glad release: a job quit or lost and gladly, the last day of work, free at last. Light, laughing and
// relieved, looking ahead without a plan; no defiance and no grief. It sings to nobody.
import type { LineNeed } from '../lyric-brief-model';
import { hook, pair, type LyricKit } from './kit';

/** What is left behind: a job, an office, a town; never a day ("the best day") or a person. */
const LEFT = ['place', 'thing', 'activity', 'abstract'] as const;

/** Lines of a job left: only where the brief tells of one. */
const JOB: readonly LineNeed[] = ['job'];

export const FREE: LyricKit = {
  verse: [
    pair('I said goodbye to {kw} and grinned', 'And let it blow off with the wind', LEFT),
    pair('I’m done with {kw}, and I’m glad', 'The best goodbye I’ve ever had', LEFT),
    pair('I’ll tell the tale of {kw} for years', 'I left with laughter, not with tears', ['time']),
    pair('I spent {kw} dancing out the door', 'I don’t work there anymore', ['time'], JOB),
    pair('The weight is gone, I’m feeling light', 'And everything is going right'),
    pair('I threw my name tag in the bin', 'And couldn’t wipe away the grin', undefined, JOB),
    pair('No alarm clock, no boss to see', 'The hours all belong to me', undefined, JOB),
    pair('I cleared my desk and packed a box', 'And walked out laughing in my socks', undefined, JOB),
    pair('I don’t know what comes next, and still', 'I’m smiling like I always will', undefined, [
      'unplanned',
    ]),
    pair('The door swings shut, I hear it close', 'And where I’m going, no one knows', undefined, [
      'unplanned',
    ]),
    // One let go of, glad (a break-up that was a relief): wished well, not mourned.
    pair('I let {kw} go without a fight', 'And everything feels clear and light', ['person']),
    pair('I wish {kw} well, I really do', 'I’m glad that this is finally through', ['person']),
    pair('I thought I’d cry, instead I smile', 'I haven’t felt this good in a while'),
  ],
  chorus: [
    pair('I’m free at last, I’m free to go', 'The best day ever, now I know'),
    pair('The weight is gone, the day is mine', 'I’m feeling better than just fine'),
    pair('No more clocking in for me', 'I’m light as air and I am free', undefined, JOB),
    pair('I’m laughing as I walk outside', 'With nothing left to prove or hide'),
    pair('I threw away the heavy chain', 'I won’t be going back again'),
    pair('It’s the best day I have ever had', 'I’m walking out and I am glad'),
  ],
  hooks: [
    hook('I’m free at last from {kw}', LEFT),
    hook('So long to {kw}', LEFT),
    hook('I’m dancing out of {kw}', ['place', 'thing', 'activity']),
    hook('I’m over {kw} at last', ['person']),
    hook('I’m free of {kw} at last', ['person']),
    hook('Free at last on {kw}', ['time']),
    hook('I’m free on {kw}', ['time']),
  ],
};
