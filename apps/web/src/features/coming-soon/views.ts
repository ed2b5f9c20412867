import type { Capability } from '@muse/contracts';

/** The views that later issues build; until then each shows what it will do. Texts follow the spec. */
export const COMING_VIEWS = {
  images: {
    title: 'Images',
    line: 'Generate images from keywords or a prompt',
    highlights: [
      'Keywords or an advanced prompt, with model, size and style tags',
      'Public and private galleries to like, download and organise',
      'An in-browser editor for AI edits, crops, effects and text',
    ],
    capabilities: ['image'],
    noun: 'image',
    back: null,
  },
  imageViewer: {
    title: 'Image viewer',
    line: 'Open one image full screen to zoom, pan, like and download',
    highlights: [],
    capabilities: [],
    noun: '',
    back: { to: '/images', label: 'Back to Images' },
  },
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
  music: {
    title: 'Music',
    line: 'Create songs with lyrics or instrumental music',
    highlights: [
      'Search the library by keywords',
      'Genre, instrument, mood, vocal and timbre tags, or a preset',
      'A lyrics editor and extensions for your tracks',
    ],
    capabilities: ['music'],
    noun: 'music',
    back: null,
  },
  musicPlayer: {
    title: 'Music player',
    line: 'Play one track full screen and move on to the next',
    highlights: [],
    capabilities: [],
    noun: '',
    back: { to: '/music', label: 'Back to Music' },
  },
  chat: {
    title: 'Chat',
    line: 'Talk with an AI assistant by text or voice',
    highlights: [
      'Free AI chat, a math chat and guided conversations',
      'Hands your prompts to the image, video and music views',
      'Voice in and out with the speech models',
    ],
    capabilities: ['text', 'speech'],
    noun: 'chat',
    back: null,
  },
  mockInterview: {
    title: 'Mock interview',
    line: 'Practise job interviews with an AI interviewer and get an evaluation report',
    highlights: [
      'Questions tailored to the role you are preparing for',
      'Answer by voice or text',
      'A report on how you did, and Try Again',
    ],
    capabilities: ['text', 'speech'],
    noun: 'interview',
    back: null,
  },
  spaces: {
    title: 'Spaces',
    line: 'Meet in live rooms with video, audio and screen sharing',
    highlights: [
      'Rooms and offices for your team or class',
      'An AI assistant in every office',
      'Polls, quizzes and an asset library for your meetings',
    ],
    capabilities: [],
    noun: '',
    back: null,
  },
  privacy: {
    title: 'Privacy Policy',
    line: 'How Muse collects, uses and protects your data',
    highlights: [],
    capabilities: [],
    noun: '',
    back: null,
  },
  pricing: {
    title: 'Pricing',
    line: 'Plans and credit packs to create more, with a bigger queue',
    highlights: [
      'Pro $10 a month, Premium $20, Ultimate $40',
      'Credit packs that never expire',
      'A larger generation queue on every paid plan',
    ],
    capabilities: [],
    noun: '',
    back: { to: '/images', label: 'Back to Images' },
  },
  terms: {
    title: 'Terms and Conditions',
    line: 'The rules for using Muse, including the Content Creation Guidelines and who owns AI-generated content',
    highlights: [],
    capabilities: [],
    noun: '',
    back: null,
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
