import { describe, expect, it } from 'vitest';
import {
  averageSeconds,
  clampBestScore,
  formatDuration,
  ratingLabel,
  ringColor,
  scorePercent,
  speedLabel,
} from './labels';

describe('ratingLabel (spec: 100 Amazing, >=90 Excellent … >0 Starting, 0 Retry)', () => {
  it.each([
    [100, 'Amazing'],
    [99, 'Excellent'],
    [90, 'Excellent'],
    [89, 'Great'],
    [80, 'Great'],
    [79, 'Good'],
    [70, 'Good'],
    [69, 'Nice'],
    [60, 'Nice'],
    [59, 'Steady'],
    [50, 'Steady'],
    [49, 'Progress'],
    [30, 'Progress'],
    [29, 'Starting'],
    [1, 'Starting'],
    [0.5, 'Starting'],
    [0, 'Retry'],
  ])('%s%% is %s', (percent, label) => {
    expect(ratingLabel(percent)).toBe(label);
  });
});

describe('speedLabel (spec: <=60 Lightning, <=120 Rapid, <=180 Fast, <=240 Paced, <=300 Steady, else Improve)', () => {
  it.each([
    [0, 'Lightning'],
    [60, 'Lightning'],
    [60.5, 'Rapid'],
    [120, 'Rapid'],
    [121, 'Fast'],
    [180, 'Fast'],
    [181, 'Paced'],
    [240, 'Paced'],
    [241, 'Steady'],
    [300, 'Steady'],
    [301, 'Improve'],
    [5000, 'Improve'],
  ])('%s s a question is %s', (seconds, label) => {
    expect(speedLabel(seconds)).toBe(label);
  });

  it('averages the time over the questions', () => {
    expect(averageSeconds(600, 5)).toBe(120);
    expect(averageSeconds(100, 0)).toBe(0);
    expect(averageSeconds(-5, 2)).toBe(0);
  });
});

describe('scorePercent', () => {
  it('is the whole percent correct', () => {
    expect(scorePercent(4, 5)).toBe(80);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(5, 5)).toBe(100);
    expect(scorePercent(0, 5)).toBe(0);
    expect(scorePercent(0, 0)).toBe(0);
  });

  it('never rounds a mistake up to Amazing nor a right answer down to Retry', () => {
    expect(scorePercent(199, 200)).toBe(99);
    expect(ratingLabel(scorePercent(199, 200))).toBe('Excellent');
    expect(scorePercent(1, 200)).toBe(1);
    expect(ratingLabel(scorePercent(1, 200))).toBe('Starting');
  });
});

describe('best score and the progress ring', () => {
  it('clamps the best score to 0..1', () => {
    expect(clampBestScore(0.42)).toBe(0.42);
    expect(clampBestScore(1.7)).toBe(1);
    expect(clampBestScore(-0.2)).toBe(0);
    expect(clampBestScore(null)).toBe(0);
    expect(clampBestScore(undefined)).toBe(0);
    expect(clampBestScore(Number.NaN)).toBe(0);
  });

  it('colours the ring from red through amber to green with the clamped score', () => {
    expect(ringColor(0)).toBe('hsl(0, 70%, 42%)');
    expect(ringColor(0.5)).toBe('hsl(60, 70%, 42%)');
    expect(ringColor(1)).toBe('hsl(120, 70%, 42%)');
    expect(ringColor(3)).toBe(ringColor(1));
    expect(ringColor(null)).toBe(ringColor(0));
  });
});

describe('formatDuration', () => {
  it('reads as seconds, minutes or hours', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(245)).toBe('4 min 05 s');
    expect(formatDuration(3720)).toBe('1 h 02 min');
    expect(formatDuration(-3)).toBe('0 s');
    expect(formatDuration(Number.NaN)).toBe('0 s');
  });
});
