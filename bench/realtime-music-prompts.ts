import type { LiveMusicPrompt } from '@muse/contracts';

/** The listeners' prompts: two each, of different bands, the weights swapped halfway through. */
export const BENCH_PROMPTS: LiveMusicPrompt[][] = [
  [
    { text: 'calm ambient pad', weight: 0.7 },
    { text: 'jazz piano and saxophone', weight: 0.3 },
  ],
  [
    { text: 'heavy metal, distorted guitar', weight: 0.6 },
    { text: 'electronic dance synth', weight: 0.4 },
  ],
  [
    { text: 'country acoustic guitar', weight: 0.5 },
    { text: 'orchestral strings, cinematic', weight: 0.5 },
  ],
  [
    { text: 'lofi hip hop electric piano', weight: 0.8 },
    { text: 'funk bass and brass', weight: 0.2 },
  ],
];
