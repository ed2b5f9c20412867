// The OCR and video suites have no engine to run against yet; running them against minimal stubs keeps
// them working until the first engines arrive. Music runs against the local engine ("mozart").
import { runMusicEngineContract } from './music-contract';
import { runOcrEngineContract } from './ocr-contract';
import { runVideoEngineContract } from './video-contract';
import type { EngineContext } from '../ports/engine';
import { LocalMusicEngine } from '../local/music';
import type { OcrEngine } from '../ports/ocr';
import type { VideoEngine } from '../ports/video';

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
const video: VideoEngine = {
  id: 'stub-video',
  kind: 'local',
  capability: 'video',
  generate: async (req, ctx) => {
    started(ctx);
    return {
      video: Buffer.from('....ftyp'),
      mimeType: 'video/mp4',
      durationSeconds: req.durationSeconds,
      usage: {},
    };
  },
};

runMusicEngineContract(() => new LocalMusicEngine({ id: 'mozart' }));
runOcrEngineContract(() => ocr, { image: Buffer.from('Hello Muse'), contains: 'hello' });
runVideoEngineContract(() => video);
