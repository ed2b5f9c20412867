import { describe, expect, it } from 'vitest';
import {
  afterNoSpeech,
  afterRecognition,
  downsample,
  encodeWav,
  lengthProblem,
  maxLengthFor,
  SilenceDetector,
  TEXTS,
} from './voice-answer.logic';

describe('voice answer rules', () => {
  it('retries up to 3 times on no speech with the spec’s message, then gives up', () => {
    expect(afterNoSpeech(0)).toEqual({
      retry: true,
      attempt: 1,
      message: 'No speech detected. Retrying (1/3)...',
    });
    expect(afterNoSpeech(2)).toEqual({
      retry: true,
      attempt: 3,
      message: 'No speech detected. Retrying (3/3)...',
    });
    expect(afterNoSpeech(3)).toEqual({ retry: false });
  });

  it('limits length by mode and asks for the minimum', () => {
    expect(maxLengthFor('input')).toBe(2000);
    expect(maxLengthFor('text')).toBe(5000);
    expect(maxLengthFor('text', 300)).toBe(300);
    expect(lengthProblem('  hi ', 50)).toBe('Please enter at least 50 characters');
    expect(lengthProblem('', 0)).toBe('Please enter at least 1 characters');
    expect(lengthProblem('x', 1)).toBeNull();
  });

  it('sends the answer after the 2 s pause when it is long enough', () => {
    expect(afterRecognition({ text: 'I enjoy building software', minLength: 1, endedBy: 'silence' })).toEqual(
      {
        submit: true,
      },
    );
    expect(afterRecognition({ text: 'x'.repeat(50), minLength: 50, endedBy: 'silence' })).toEqual({
      submit: true,
    });
  });

  it('keeps a too-short answer in the box with the length message instead of sending it', () => {
    expect(afterRecognition({ text: ' yes ', minLength: 50, endedBy: 'silence' })).toEqual({
      submit: false,
      problem: 'Please enter at least 50 characters',
    });
    expect(afterRecognition({ text: 'x'.repeat(49), minLength: 50, endedBy: 'silence' })).toEqual({
      submit: false,
      problem: 'Please enter at least 50 characters',
    });
  });

  it('waits for Submit after Done speaking, whatever the length', () => {
    expect(afterRecognition({ text: 'x'.repeat(80), minLength: 50, endedBy: 'button' })).toEqual({
      submit: false,
      problem: null,
    });
    expect(afterRecognition({ text: 'yes', minLength: 50, endedBy: 'button' })).toEqual({
      submit: false,
      problem: null,
    });
  });

  it('quotes the spec’s texts', () => {
    expect(TEXTS.microphoneError).toBe('Error accessing microphone. See console for details.');
    expect(TEXTS.paused).toBe('Recording Paused.');
    expect(TEXTS.recognitionError('network')).toBe('Recognition error: network');
  });
});

describe('SilenceDetector', () => {
  it('ends the recording after 2 s of silence following speech', () => {
    const d = new SilenceDetector();
    expect(d.update(0.001, 0)).toBe('none');
    expect(d.update(0.2, 500)).toBe('none');
    expect(d.update(0.001, 2400)).toBe('none');
    expect(d.update(0.001, 2500)).toBe('speech-ended');
  });

  it('reports no speech when nothing was said for 6 s, and a pause does not count as silence', () => {
    const d = new SilenceDetector();
    d.update(0, 0);
    expect(d.update(0, 5999)).toBe('none');
    expect(d.update(0, 6000)).toBe('no-speech');
    const p = new SilenceDetector();
    p.update(0.5, 0);
    p.resume(10_000);
    expect(p.update(0, 11_000)).toBe('none');
    expect(p.update(0, 12_000)).toBe('speech-ended');
  });
});

describe('WAV encoding', () => {
  it('downsamples 48 kHz blocks to 16 kHz and writes a 16-bit mono WAV header', () => {
    const blocks = [new Float32Array(4800).fill(0.5), new Float32Array(4800).fill(-0.5)];
    const samples = downsample(blocks, 48_000);
    expect(samples.length).toBe(3200);
    expect(samples[0]).toBeCloseTo(0.5);
    expect(samples[3199]).toBeCloseTo(-0.5);
    const view = new DataView(encodeWav(samples));
    const text = (o: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(o + i)));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(6400);
    expect(view.getInt16(44, true)).toBe(Math.round(0.5 * 32767));
  });
});
