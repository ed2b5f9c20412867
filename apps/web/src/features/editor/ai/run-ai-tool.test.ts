import type { ImageEditJob } from '@muse/contracts';
import { DEFAULT_ADJUSTMENTS } from '@muse/domain';
import { describe, expect, it, vi } from 'vitest';
import { startSettings } from './ai-settings';
import { runAiTool, runInputSource, type RunDeps, type RunInput, type RunProgress } from './run-ai-tool';

const picture = { width: 320, height: 240 };
const job = (patch: Partial<ImageEditJob>): ImageEditJob => ({
  _id: 'e1',
  tool: 'rembg',
  status: 'queued',
  progress: 0,
  message: null,
  imageUrl: null,
  width: null,
  height: null,
  credits: 1,
  ...patch,
});

function fakes(polls: ImageEditJob[]) {
  const uploads: Blob[] = [];
  const deps: RunDeps = {
    api: {
      upload: vi.fn(async (blob: Blob) => {
        uploads.push(blob);
        return { filename: `up${uploads.length}.png`, path: '/x' };
      }),
      edit: vi.fn(async () => job({})),
      inpaint: vi.fn(async () => job({ tool: 'inpaint2' })),
      job: vi.fn(async () => polls.shift()!),
      result: vi.fn(async () => new Blob(['png'])),
    },
    maskPng: vi.fn(async () => new Blob(['mask'])),
    objectUrl: () => 'blob:result',
    sleep: vi.fn(async () => undefined),
  };
  return { deps, uploads };
}

function input(patch: Partial<RunInput> = {}): RunInput {
  return {
    tool: 'rembg',
    settings: startSettings('rembg', 'a fox', picture),
    itemId: 'item1',
    doc: {
      image: { url: '/media/a.png', ...picture },
      adjustments: { ...DEFAULT_ADJUSTMENTS },
      textLayers: [],
    },
    untouched: true,
    paths: [],
    exportPicture: vi.fn(async () => new Blob(['working'])),
    ...patch,
  };
}

describe('which picture a run works on', () => {
  it('is the saved item while nothing changed it', () => {
    expect(runInputSource(input())).toEqual({ kind: 'item' });
  });

  it('is a picture the server holds already, unless adjustments change how it looks', () => {
    const doc = { ...input().doc, image: { ...input().doc.image, serverName: 's.png' } };
    expect(runInputSource(input({ doc, untouched: false }))).toEqual({ kind: 'uploaded', name: 's.png' });
    const adjusted = { ...doc, adjustments: { ...DEFAULT_ADJUSTMENTS, contrast: 120 } };
    expect(runInputSource(input({ doc: adjusted }))).toEqual({ kind: 'export' });
  });

  it('is exported after a change, and always for a picture from the device', () => {
    expect(runInputSource(input({ untouched: false }))).toEqual({ kind: 'export' });
    expect(runInputSource(input({ itemId: null }))).toEqual({ kind: 'export' });
  });
});

describe('a run', () => {
  it('asks for the tool on the item, follows it and brings in the result', async () => {
    const { deps } = fakes([
      job({ status: 'running', progress: 40 }),
      job({ status: 'finished', progress: 100, imageUrl: '/media/r.png', width: 320, height: 240 }),
    ]);
    const progress: RunProgress[] = [];
    const result = await runAiTool(input(), deps, (p) => progress.push(p));
    expect(deps.api.edit).toHaveBeenCalledWith('item1', { tool: 'rembg' }, undefined);
    expect(deps.api.upload).not.toHaveBeenCalled();
    expect(deps.sleep).toHaveBeenCalledTimes(2);
    expect(progress.map((p) => p.stage)).toEqual(['preparing', 'queued', 'running', 'loading']);
    expect(result.image).toEqual({ url: 'blob:result', width: 320, height: 240 });
  });

  it('uploads the changed picture and the lasso mask for an area edit of a device picture', async () => {
    const { deps, uploads } = fakes([job({ status: 'finished', imageUrl: '/media/r.png' })]);
    const paths = [
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 0, y: 10 },
      ],
    ];
    const run = input({
      tool: 'inpaint2',
      settings: startSettings('inpaint2', '', picture),
      itemId: null,
      paths,
    });
    await runAiTool(run, deps, () => undefined);
    expect(run.exportPicture).toHaveBeenCalled();
    expect(deps.maskPng).toHaveBeenCalledWith(paths, 320, 240);
    expect(uploads).toHaveLength(2);
    expect(deps.api.inpaint).toHaveBeenCalledWith(
      'device',
      expect.objectContaining({ model: 'inpaint2', imageUrl: 'up1.png', maskUrl: 'up2.png' }),
      undefined,
    );
  });

  it('fails with the tool’s own message', async () => {
    const { deps } = fakes([job({ status: 'failed', message: 'Your credits were refunded.' })]);
    await expect(runAiTool(input(), deps, () => undefined)).rejects.toThrow('Your credits were refunded.');
  });
});
