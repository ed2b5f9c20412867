import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useReducedMotion } from '@mantine/hooks';
import { CONFETTI_BANNER_DELAY_MS, CONFETTI_DURATION_MS } from '@muse/domain';
import { burst, launchTimes, step, type Piece } from '../confetti';
import classes from './ConfettiBanner.module.css';

export interface ConfettiBannerProps {
  /** true starts a celebration: 5 s of confetti and a banner that slides in after 150 ms */
  show: boolean;
  /** called when the 5 s are over */
  onDone?: () => void;
  message?: string;
}

/**
 * A celebration: confetti from a new launcher every 500 ms for 5 seconds and a banner that slides in after
 * 150 ms. With reduced motion asked for, the banner just appears for the 5 seconds and there is no confetti.
 */
export function ConfettiBanner({ show, onDone, message = 'Congratulations!' }: ConfettiBannerProps) {
  const reduced = useReducedMotion();
  const [finished, setFinished] = useState(false);
  const [bannerIn, setBannerIn] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  // A new run each time `show` turns true.
  const [lastShow, setLastShow] = useState(show);
  if (show !== lastShow) {
    setLastShow(show);
    setFinished(false);
    setBannerIn(false);
  }

  useEffect(() => {
    if (!show) return;
    const timers = [
      window.setTimeout(() => setBannerIn(true), reduced ? 0 : CONFETTI_BANNER_DELAY_MS),
      window.setTimeout(() => {
        setFinished(true);
        done.current?.();
      }, CONFETTI_DURATION_MS),
    ];
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    let frame = 0;
    if (el && ctx && !reduced) {
      const ratio = window.devicePixelRatio || 1;
      const width = window.innerWidth;
      const height = window.innerHeight;
      el.width = width * ratio;
      el.height = height * ratio;
      ctx.scale(ratio, ratio);
      let pieces: Piece[] = [];
      launchTimes().forEach((t, i) =>
        timers.push(
          window.setTimeout(() => {
            pieces = pieces.concat(burst(width, height, i % 2 === 0 ? 'left' : 'right'));
          }, t),
        ),
      );
      const draw = () => {
        ctx.clearRect(0, 0, width, height);
        pieces = pieces.map(step).filter((p) => p.y < height + 20);
        for (const p of pieces) {
          ctx.save();
          ctx.translate(p.x, p.y);
          ctx.rotate(p.angle);
          ctx.fillStyle = p.color;
          ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
          ctx.restore();
        }
        frame = window.requestAnimationFrame(draw);
      };
      frame = window.requestAnimationFrame(draw);
    }
    return () => {
      timers.forEach((t) => window.clearTimeout(t));
      window.cancelAnimationFrame(frame);
    };
  }, [show, reduced]);

  if (!show || finished) return null;
  return createPortal(
    <>
      {!reduced && <canvas ref={canvas} className={classes.canvas} aria-hidden />}
      <div role="status" className={`${classes.banner} ${bannerIn ? classes.bannerIn : ''}`}>
        {message}
      </div>
    </>,
    document.body,
  );
}
