import { useEffect, useState } from 'react';
import { levelOf, roomAudio } from '../audio';

/**
 * The sound level (0–100) of a stream's audio, the loudest of the last half second, read ten times a second.
 * 0 without audio.
 */
export function useAudioLevel(stream: MediaStream | undefined): number {
  const [level, setLevel] = useState(0);
  const trackId = stream?.getAudioTracks()[0]?.id;
  useEffect(() => {
    if (!stream || !trackId) return;
    const ctx = roomAudio();
    const source = ctx.createMediaStreamSource(stream);
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const recent: number[] = [];
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      recent.push(levelOf(samples));
      if (recent.length > 5) recent.shift();
      setLevel(Math.max(...recent));
    }, 100);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      setLevel(0);
    };
  }, [stream, trackId]);
  return stream && trackId ? level : 0;
}
