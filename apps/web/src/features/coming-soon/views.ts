import type { Capability } from '@muse/contracts';

/** The views that later issues build; until then each shows what it will do. Texts follow the spec. */
export const COMING_VIEWS = {
  video: {
    title: 'Video',
    line: 'Generate videos from a prompt or from your images',
    highlights: [
      'Models chosen by capability',
      'Start from an image you made, with its prompt carried over',
      'My videos, with the same galleries as images',
    ],
    capabilities: ['video'],
    noun: 'video',
    back: null,
  },
  videoViewer: {
    title: 'Video viewer',
    line: 'Play one video full screen, then like or download it',
    highlights: [],
    capabilities: [],
    noun: '',
    back: { to: '/video', label: 'Back to Video' },
  },
} as const satisfies Record<string, ComingView>;

export interface ComingView {
  title: string;
  line: string;
  highlights: readonly string[];
  capabilities: readonly Capability[];
  /** How the model list names this view's models ("No image models…"). */
  noun: string;
  back: { to: string; label: string } | null;
}

export type ComingViewKey = keyof typeof COMING_VIEWS;

export const COMING_IN_THIS_RELEASE = 'Coming in this release';
