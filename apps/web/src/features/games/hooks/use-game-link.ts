import { useEffect } from 'react';
import { useSearchParams } from '../../../shared/routing';
import { openGuessTheBest, openInsight } from '../game-dialog-store';
import { GAME_PARAM, gameFromParam } from '../game-link';

/** Opens the game a `?game=guess` or `?game=insight` link names, then takes the parameter out of the URL. */
export function useGameLink(): void {
  const [params, setParams] = useSearchParams();
  const game = gameFromParam(params.get(GAME_PARAM));
  useEffect(() => {
    if (!game) return;
    if (game === 'guessTheBest') openGuessTheBest();
    else openInsight();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(GAME_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [game, setParams]);
}
