// The OCR suite runs against a minimal stub here; music runs against the local engine ("mozart"). The video
// suite runs against the local video engine in that engine's own test (local/video/engine.test.ts).
import { runMusicEngineContract } from './music-contract';
import { runOcrEngineContract } from './ocr-contract';
import type { EngineContext } from '../ports/engine';
import { LocalMusicEngine } from '../local/music';
import type { OcrEngine } from '../ports/ocr';

const started = (ctx: EngineContext = {}) => ctx.signal?.throwIfAborted();

const ocr: OcrEngine = {
  id: 'stub-ocr',
  kind: 'local',
  capability: 'ocr',
  recognize: async (req, ctx) => {
    started(ctx);
    return { text: req.image.toString('utf8'), confidence: 0.9, usage: {} };
  },
};

runMusicEngineContract(() => new LocalMusicEngine({ id: 'mozart' }));
runOcrEngineContract(() => ocr, { image: Buffer.from('Hello Muse'), contains: 'hello' });
