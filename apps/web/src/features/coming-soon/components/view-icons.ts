import { IconMovie } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { ComingViewKey } from '../views';

export const VIEW_ICONS: Record<ComingViewKey, Icon> = {
  video: IconMovie,
  videoViewer: IconMovie,
};
