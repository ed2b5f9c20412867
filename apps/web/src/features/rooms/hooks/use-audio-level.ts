import { useEffect, useState } from 'react';
import { peakLevelOf, roomAudio } from '../audio';

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
    // 8192 samples (170 ms at 48 kHz) span the 100 ms between readings
    analyser.fftSize = 8192;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const recent: number[] = [];
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      recent.push(peakLevelOf(samples));
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
