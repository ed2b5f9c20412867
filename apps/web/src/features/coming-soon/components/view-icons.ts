import {
  IconBriefcase,
  IconCoin,
  IconFileDescription,
  IconMessageCircle,
  IconMovie,
  IconMusic,
  IconPhoto,
  IconShieldLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { ComingViewKey } from '../views';

export const VIEW_ICONS: Record<ComingViewKey, Icon> = {
  images: IconPhoto,
  imageViewer: IconPhoto,
  video: IconMovie,
  videoViewer: IconMovie,
  music: IconMusic,
  musicPlayer: IconMusic,
  chat: IconMessageCircle,
  mockInterview: IconBriefcase,
  spaces: IconUsersGroup,
  privacy: IconShieldLock,
  pricing: IconCoin,
  terms: IconFileDescription,
};
