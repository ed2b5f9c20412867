/**
 * A Chromium whose microphone says a sentence: the local speech engine speaks it, and Chromium's fake
 * capture device plays the WAV in a loop (a second of quiet before and three after mark each turn), for
 * the voice-answer tests.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeWav, encodeWav16, LocalSpeechEngine } from '@muse/providers';
import { chromium, type Browser } from 'playwright-core';

export interface FakeMicrophone {
  browser: Browser;
  close(): Promise<void>;
}

export async function launchWithFakeMicrophone(sentence: string): Promise<FakeMicrophone> {
  const dir = mkdtempSync(join(tmpdir(), 'muse-fake-mic-'));
  const { audio } = await new LocalSpeechEngine({ id: 'local-speech' }).synthesize({
    text: sentence,
    voice: 'en-US-GuyNeural',
    format: 'wav',
  });
  const pcm = decodeWav(audio);
  const padded = new Float32Array(pcm.samples.length + pcm.sampleRate * 4);
  padded.set(pcm.samples, pcm.sampleRate);
  const file = join(dir, 'answer.wav');
  writeFileSync(file, encodeWav16(padded, pcm.sampleRate));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${file}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
