import { useEffect, useState, useSyncExternalStore } from 'react';
import { LivePlayer, type LivePlayerView } from '../live-player';

/** The page's one live player, ended when the page goes; and its state, re-rendered on every change. */
export function useLivePlayer(): { player: LivePlayer; view: LivePlayerView } {
  const [player] = useState(() => new LivePlayer());
  useEffect(() => () => player.dispose(), [player]);
  const view = useSyncExternalStore(player.subscribe, () => player.snapshot);
  return { player, view };
}
