import { detectPocketsphinx } from '@muse/providers';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchWithFakeMicrophone, type FakeMicrophone } from './fake-microphone';
import { startE2eApp, type E2eApp } from './harness';

const SENTENCE = 'I would like to work on your team because I enjoy building software';

/**
 * Voice answers in a real browser: Chromium's fake microphone plays a sentence spoken by the local speech
 * engine; the page records it the way the VoiceAnswer component does (Web Audio, silence detection, 16 kHz
 * mono WAV) and sends it to POST /api/ai/transcribe, whose pocketsphinx writes it down.
 */
describe.skipIf(!detectPocketsphinx())(
  'voice answers in Chromium (skipped: pocketsphinx and pocketsphinx-en-us are not installed)',
  () => {
    let app: E2eApp;
    let mic: FakeMicrophone;
    let browser: Browser;

    beforeAll(async () => {
      mic = await launchWithFakeMicrophone(SENTENCE);
      browser = mic.browser;
      app = await startE2eApp();
    }, 120_000);
    afterAll(async () => {
      await mic?.close();
      await app?.stop();
    });

    it('turns a spoken answer into text', async () => {
      const page = await (await browser.newContext({ baseURL: app.baseUrl })).newPage();
      await page.goto('/');
      const status = await page.evaluate(async () => (await fetch('/api/ai/transcribe/status')).json());
      expect(status).toEqual({ available: true, engine: 'pocketsphinx' });
      const reply = (await page.evaluate(RECORD_AND_SEND)) as { status: number; body: { text?: string } };
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const heard = new Set((reply.body.text ?? '').toLowerCase().split(/\s+/));
      const words = SENTENCE.toLowerCase().split(/\s+/);
      expect(words.filter((w) => heard.has(w)).length / words.length, reply.body.text).toBeGreaterThanOrEqual(
        0.4,
      );
    }, 180_000);
  },
);

/**
 * Runs in the page: waits for a second of quiet, records from the first sound until 1.5 s of silence (the
 * component's detector waits 2 s), encodes 16 kHz 16-bit mono WAV and posts it.
 */
const RECORD_AND_SEND = `(async () => {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const ctx = new AudioContext();
  await ctx.resume();
  const source = ctx.createMediaStreamSource(stream);
  const proc = ctx.createScriptProcessor(4096, 1, 1);
  const blocks = [];
  const samples = await new Promise((resolve) => {
    let state = 'quiet-first', quietSince = performance.now(), lastVoice = 0;
    proc.onaudioprocess = (e) => {
      const b = new Float32Array(e.inputBuffer.getChannelData(0));
      let s = 0; for (const v of b) s += v * v;
      const loud = Math.sqrt(s / b.length) > 0.01, now = performance.now();
      if (state === 'quiet-first') { if (loud) quietSince = now; else if (now - quietSince > 700) state = 'wait-speech'; return; }
      if (state === 'wait-speech') { if (!loud) return; state = 'recording'; }
      blocks.push(b);
      if (loud) lastVoice = now;
      else if (now - lastVoice > 1500) { proc.disconnect(); resolve(blocks); }
    };
    source.connect(proc); proc.connect(ctx.destination);
  });
  const total = samples.reduce((n, b) => n + b.length, 0);
  const input = new Float32Array(total); let at = 0;
  for (const b of samples) { input.set(b, at); at += b.length; }
  const ratio = ctx.sampleRate / 16000, out = new Float32Array(Math.floor(total / ratio));
  for (let i = 0; i < out.length; i++) {
    const a = Math.floor(i * ratio), z = Math.max(a + 1, Math.floor((i + 1) * ratio)); let sum = 0;
    for (let j = a; j < z; j++) sum += input[j]; out[i] = sum / (z - a);
  }
  const buf = new ArrayBuffer(44 + out.length * 2), v = new DataView(buf);
  const t = (o, s) => { for (let i = 0; i < s.length; i++) v.setUint8(o + i, s.charCodeAt(i)); };
  t(0, 'RIFF'); v.setUint32(4, 36 + out.length * 2, true); t(8, 'WAVE'); t(12, 'fmt ');
  v.setUint32(16, 16, true); v.setUint16(20, 1, true); v.setUint16(22, 1, true); v.setUint32(24, 16000, true);
  v.setUint32(28, 32000, true); v.setUint16(32, 2, true); v.setUint16(34, 16, true); t(36, 'data');
  v.setUint32(40, out.length * 2, true);
  for (let i = 0; i < out.length; i++) { const x = Math.max(-1, Math.min(1, out[i])); v.setInt16(44 + i * 2, Math.round(x < 0 ? x * 32768 : x * 32767), true); }
  const form = new FormData();
  form.append('mode', 'input');
  form.append('file', new Blob([buf], { type: 'audio/wav' }), 'answer.wav');
  const res = await fetch('/api/ai/transcribe', { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  stream.getTracks().forEach((tr) => tr.stop());
  return { status: res.status, body: await res.json() };
})()`;
