import { useState, type Ref } from 'react';
import { IconCheck, IconHeartFilled, IconPhoto, IconX } from '@tabler/icons-react';
import type { GameImage } from '@muse/contracts';
import { imageName, likesPhrase } from '../games-texts';
import classes from './Games.module.css';

/** How a tile looks once the set has been answered. */
export type TileResult = 'right' | 'wrong' | 'best' | 'other';

interface GameTileProps {
  image: GameImage;
  index: number;
  /** set once the player has picked in this set */
  result: TileResult | null;
  /** picking is closed (already picked, or a new set is loading) */
  locked: boolean;
  onPick: (index: number) => void;
  ref?: Ref<HTMLButtonElement>;
}

function resultWords(result: TileResult | null): string {
  switch (result) {
    case 'right':
      return ', your pick: right';
    case 'wrong':
      return ', your pick: wrong';
    case 'best':
      return ', the most liked';
    default:
      return '';
  }
}

/**
 * One image of a set: a button named after the image. After the pick it shows its likes, and the picked
 * one a tick or a cross (in its name too, for screen readers).
 */
export function GameTile({ image, index, result, locked, onPick, ref }: GameTileProps) {
  const name = imageName(image.name, index);
  const [src, setSrc] = useState(image.imageThumbUrl ?? image.imageUrl);
  const label = result ? `${name}, ${likesPhrase(image.likes)}${resultWords(result)}` : name;
  const picked = result === 'right' || result === 'wrong';

  return (
    <button
      ref={ref}
      type="button"
      className={classes.tile}
      aria-label={label}
      // Not `disabled`: a disabled button drops the keyboard focus, and the tiles stay readable after a pick.
      aria-disabled={locked || undefined}
      data-result={result ?? undefined}
      onClick={() => !locked && onPick(index)}
    >
      {src ? (
        <img
          src={src}
          alt=""
          className={classes.img}
          draggable={false}
          // The thumbnail failed: the full image is better than a broken picture.
          onError={() => image.imageUrl && src !== image.imageUrl && setSrc(image.imageUrl)}
        />
      ) : (
        <span className={classes.placeholder}>
          <IconPhoto size={40} stroke={1.4} aria-hidden />
        </span>
      )}
      <span className={classes.caption} aria-hidden>
        {name}
      </span>
      {result && (
        <span className={classes.likes} aria-hidden>
          <IconHeartFilled size={14} />
          {image.likes.toLocaleString('en-US')}
        </span>
      )}
      {picked && (
        <span className={classes.mark} data-right={result === 'right' || undefined} aria-hidden>
          {result === 'right' ? <IconCheck size={40} stroke={3} /> : <IconX size={40} stroke={3} />}
        </span>
      )}
    </button>
  );
}
