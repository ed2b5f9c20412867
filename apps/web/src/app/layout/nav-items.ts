import {
  IconBriefcase,
  IconGift,
  IconLifebuoy,
  IconMessageCircle,
  IconMessages,
  IconMusic,
  IconPhoto,
  IconWand,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  /** Paths under which the item shows as the current page. */
  matches: readonly string[];
}

export interface NavSection {
  label: string;
  items: readonly NavItem[];
}

/**
 * The main navigation: the spec's views that work today, in three groups, each named as its page is. Views
 * still to be built (video) join it when they work: no item leads to a dead end.
 */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    label: 'Create',
    items: [
      { label: 'Images', to: '/images', icon: IconPhoto, matches: ['/images'] },
      { label: 'Photo wizard', to: '/photo-wizard', icon: IconWand, matches: ['/photo-wizard'] },
      { label: 'Music', to: '/music', icon: IconMusic, matches: ['/music'] },
    ],
  },
  {
    label: 'Talk and learn',
    items: [
      { label: 'Chat', to: '/chat', icon: IconMessages, matches: ['/chat'] },
      { label: 'Assistants', to: '/app', icon: IconMessageCircle, matches: ['/app', '/spaces'] },
      { label: 'Mock interview', to: '/mock-interview', icon: IconBriefcase, matches: ['/mock-interview'] },
      { label: 'MathSOS', to: '/mathsos', icon: IconLifebuoy, matches: ['/mathsos'] },
    ],
  },
  {
    label: 'Together',
    items: [{ label: 'Gift cards', to: '/gift-cards', icon: IconGift, matches: ['/gift-cards', '/gift'] }],
  },
];

/** Whether `pathname` is `path` or below it ("/images/cat.png" is under "/images", "/imagesx" is not). */
export function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}
