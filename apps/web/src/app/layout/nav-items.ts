import {
  IconBriefcase,
  IconGift,
  IconMessageCircle,
  IconMovie,
  IconMusic,
  IconPhoto,
  IconUsersGroup,
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

/** The main navigation: the spec's views, in three groups. */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    label: 'Create',
    items: [
      { label: 'Images', to: '/images', icon: IconPhoto, matches: ['/images'] },
      { label: 'Video', to: '/video', icon: IconMovie, matches: ['/video'] },
      { label: 'Music', to: '/music', icon: IconMusic, matches: ['/music'] },
    ],
  },
  {
    label: 'Talk and learn',
    items: [
      { label: 'Chat', to: '/chat', icon: IconMessageCircle, matches: ['/chat'] },
      { label: 'Mock interview', to: '/mock-interview', icon: IconBriefcase, matches: ['/mock-interview'] },
    ],
  },
  {
    label: 'Together',
    items: [
      { label: 'Spaces', to: '/spaces', icon: IconUsersGroup, matches: ['/spaces', '/app'] },
      { label: 'Gift cards', to: '/gift-cards', icon: IconGift, matches: ['/gift-cards', '/gift'] },
    ],
  },
];

/** Whether `pathname` is `path` or below it ("/images/cat.png" is under "/images", "/imagesx" is not). */
export function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}
