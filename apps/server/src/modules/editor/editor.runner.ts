import { isContextTool, type ContextTool } from '@muse/domain';
import { paintableMask } from '@muse/image-edit';
import { isProviderError, type ProviderRegistry } from '@muse/providers';
import sharp from 'sharp';
import type { EnginePool } from '../../platform/engine-pool';
import type { EditOp } from '../../platform/engine-pool/tasks';
import type { Logger } from '../../platform/logging/logger';
import { readBlob, removeBlobs, type BlobStore } from '../../platform/storage';
import { nowIso } from '../../shared/ids';
import type { CreditsService } from '../credits';
import type { ImageSources } from '../images';
import { imageServerEdit, type HostedEdit } from './editor.hosted';
import { editResultKey } from './editor.keys';
import { CONTEXT_EDIT_NEEDS } from './editor.service';
import type { EditorRepository, ImageEditRow } from './editor.repository';
import type { WizardParams } from './editor.wizard';
import { WIZARD_TOOL, type WizardOperation } from './editor.wizard-ops';

/** Where the offline tools run: the engine pool's edit threads. */
export type EditEngine = Pick<EnginePool, 'edit'>;

export interface EditorRunnerDeps {
  repo: EditorRepository;
  blobs: BlobStore;
  credits: CreditsService;
  engine: EditEngine;
  providers: ProviderRegistry;
  logger: Logger;
  hostedEdit(tool: ContextTool): HostedEdit | undefined;
  /** the photo wizard's result items, which its runs fill */
  pictures: Pick<ImageSources, 'resultStarted' | 'finishResult' | 'failResult'>;
}

/** What a user reads when a tool failed for a reason that is not about their picture. */
export const EDIT_FAILED =
  'The tool could not finish this picture. Your credits were refunded; please try again.';

/** The model whose local engine paints a variation, and the sizes it paints. */
const VARIATION_MODEL = 'art';
const PAINT_MIN = 256;
const PAINT_MAX = 2048;

class EditRefused extends Error {}

/** How long the editor's uploads and run results are kept: a day, time to finish an editing session. */
export const KEEP_EDITOR_FILES_MS = 24 * 60 * 60 * 1000;

/**
 * The work of one queued run: the tool on the picture copied when it was asked, the result stored privately
 * for the editor to fetch. A picture the tool refuses finishes the run with the tool's reason; any failure
 * refunds what the run was charged (once).
 */
export class EditorRunner {
  constructor(private readonly deps: EditorRunnerDeps) {}

  async run(editId: string, ctx: { progress(pct: number): Promise<void> }): Promise<void> {
    const { repo } = this.deps;
    const row = await repo.findById(editId);
    if (!row || row.finishedOn) return;
    await repo.update(editId, { startedOn: row.startedOn ?? nowIso(), progress: 5 });
    const resultItemId = wizardItemOf(row);
    if (resultItemId) await this.deps.pictures.resultStarted(resultItemId, 5);
    const input = await readBlob(this.deps.blobs, row.inputKey);
    const mask = row.maskKey ? await readBlob(this.deps.blobs, row.maskKey) : null;
    if (!input || (row.maskKey && !mask)) return this.fail(row, EDIT_FAILED);
    await repo.update(editId, { progress: 15 });
    await ctx.progress(15);

    let png: Buffer;
    try {
      png = await this.apply(row, input, mask);
    } catch (err) {
      if (err instanceof EditRefused) return this.fail(row, err.message);
      throw err; // the queue tries again; after the last try onFailed refunds
    }
    const meta = await sharp(png).metadata();
    if (resultItemId) {
      // A wizard run's picture is its result item's; the run keeps no copy.
      await this.deps.pictures.finishResult(resultItemId, png);
      await repo.update(editId, {
        width: meta.width ?? null,
        height: meta.height ?? null,
        progress: 100,
        finishedOn: nowIso(),
      });
      await ctx.progress(100);
      await removeBlobs(this.deps.blobs, [row.inputKey], this.deps.logger);
      return;
    }
    const resultKey = editResultKey(row.userId, row.id);
    await this.deps.blobs.put(resultKey, png, { contentType: 'image/png', visibility: 'private' });
    await repo.update(editId, {
      resultKey,
      width: meta.width ?? null,
      height: meta.height ?? null,
      progress: 100,
      finishedOn: nowIso(),
    });
    await ctx.progress(100);
    // The copies the run worked on are not needed any more.
    await removeBlobs(
      this.deps.blobs,
      [row.inputKey, ...(row.maskKey ? [row.maskKey] : [])],
      this.deps.logger,
    );
  }

  /**
   * Removes uploads and run results older than a day (in batches, so one sweep stays short; the next hour
   * continues). Returns how many of each went.
   */
  async sweep(now: Date, batch = 500): Promise<{ uploads: number; results: number }> {
    const { repo, blobs, logger } = this.deps;
    const before = new Date(now.getTime() - KEEP_EDITOR_FILES_MS).toISOString();
    const uploads = await repo.oldUploads(before, batch);
    await removeBlobs(
      blobs,
      uploads.map((u) => u.blobKey),
      logger,
    );
    await repo.deleteUploads(uploads.map((u) => u.filename));
    const results = await repo.oldResults(before, batch);
    await removeBlobs(
      blobs,
      results.flatMap((r) => (r.resultKey ? [r.resultKey] : [])),
      logger,
    );
    await repo.forgetResults(results.map((r) => r.id));
    if (uploads.length || results.length) {
      logger.info({ uploads: uploads.length, results: results.length }, 'editor files swept');
    }
    return { uploads: uploads.length, results: results.length };
  }

  /** After the last try failed: the run finishes with a plain message and its charge is refunded. */
  async failAfterTries(editId: string): Promise<void> {
    const row = await this.deps.repo.findById(editId);
    if (row && !row.finishedOn) await this.fail(row, EDIT_FAILED);
  }

  private async apply(row: ImageEditRow, input: Buffer, mask: Buffer | null): Promise<Buffer> {
    const params = JSON.parse(row.params) as Record<string, unknown>;
    if (row.tool === WIZARD_TOOL) return this.wizard(params as unknown as WizardParams, input);
    switch (row.tool) {
      case 'rembg':
        return this.onThread('removeBackground', input);
      case 'upscale':
        return this.onThread('upscale', input, { factor: params.factor });
      case 'inpaint2':
      case 'inpaint5': {
        const server = imageServerEdit(this.deps.providers);
        const prompt = typeof params.prompt === 'string' ? params.prompt.trim() : '';
        if (server && mask && prompt) return this.onServer(server, input, prompt, mask);
        return this.onThread('inpaint', input, { prompt: params.prompt }, mask ?? undefined);
      }
      case 'outpaint-model2':
        return this.onThread('outpaint', input, {
          width: params.width,
          height: params.height,
          anchor: params.anchor,
        });
      case 'fluxdevcanny':
        return this.variation(input, String(params.prompt || params.description || ''));
      default:
        if (isContextTool(row.tool)) return this.withWords(row.tool, input, String(params.prompt ?? ''));
        throw new EditRefused(EDIT_FAILED);
    }
  }

  /** A photo wizard run: a preset's offline operation, or the user's words on the hosted model. */
  private wizard(params: WizardParams, input: Buffer): Promise<Buffer> {
    const operation: WizardOperation | undefined = params.operation;
    if (operation?.op === 'restore') {
      return this.onThread('restore', input, operation.step ? { step: operation.step } : {});
    }
    if (operation?.op === 'upscale') return this.onThread('upscale', input, { factor: operation.factor });
    if (operation?.op === 'stylise') return this.onThread('stylise', input, { style: operation.style });
    if (params.hostedTool) {
      // The wizard names no model to its user: without the hosted one, the image server changes the photo.
      const server = this.deps.hostedEdit(params.hostedTool)
        ? undefined
        : imageServerEdit(this.deps.providers);
      if (server) return this.onServer(server, input, params.prompt);
      return this.withWords(params.hostedTool, input, params.prompt);
    }
    throw new EditRefused(EDIT_FAILED);
  }

  /** A context edit on the hosted model; a change the model refuses (its safety rules) is not retried. */
  private async withWords(tool: ContextTool, input: Buffer, prompt: string): Promise<Buffer> {
    const hosted = this.deps.hostedEdit(tool);
    if (!hosted) throw new EditRefused(CONTEXT_EDIT_NEEDS);
    try {
      const result = await hosted.edit({ image: input, prompt });
      return await sharp(result.images[0]!.data).png().toBuffer();
    } catch (err) {
      if (isProviderError(err) && err.code === 'bad_request') {
        throw new EditRefused(`The image model turned this change down: ${err.message}`);
      }
      throw err;
    }
  }

  /** The picture changed by the image server (inside the mask, if any), brought back to its size. */
  private async onServer(server: HostedEdit, input: Buffer, prompt: string, mask?: Buffer): Promise<Buffer> {
    const meta = await sharp(input).metadata();
    const width = meta.width ?? 1024;
    const height = meta.height ?? 1024;
    const result = await server.edit({
      image: await sharp(input).png().toBuffer(),
      prompt,
      width,
      height,
      ...(mask ? { mask: await paintableMask(mask, width, height) } : {}),
    });
    return sharp(result.images[0]!.data).resize(width, height, { fit: 'fill' }).png().toBuffer();
  }

  /**
   * Variation: img2img on the image server when there is one; else the local image engine paints the
   * picture's description anew, then takes its palette.
   */
  private async variation(input: Buffer, prompt: string): Promise<Buffer> {
    const server = imageServerEdit(this.deps.providers);
    if (server) return this.onServer(server, input, prompt || 'a picture');
    const engine = this.deps.providers.engineForModel(VARIATION_MODEL, 'image');
    if (!engine) throw new EditRefused(EDIT_FAILED);
    const meta = await sharp(input).metadata();
    const w = meta.width ?? 1024;
    const h = meta.height ?? 1024;
    // The engine paints 256 to 2048 a side; the result is brought back to the picture's size.
    const scale = Math.max(PAINT_MIN / Math.min(w, h), Math.min(1, PAINT_MAX / Math.max(w, h)));
    const side = (v: number) => Math.min(PAINT_MAX, Math.max(PAINT_MIN, Math.round(v * scale)));
    const width = side(w);
    const height = side(h);
    const painted = await engine.generate(
      { prompt: prompt || 'a picture', width, height, n: 1, seed: Math.floor(Math.random() * 2 ** 31) },
      {},
    );
    const resized = await sharp(painted.images[0]!.data)
      .resize(meta.width, meta.height, { fit: 'fill' })
      .png()
      .toBuffer();
    return this.onThread('matchColours', resized, {}, input);
  }

  private async onThread(
    op: EditOp,
    image: Buffer,
    options: Record<string, unknown> = {},
    second?: Buffer,
  ): Promise<Buffer> {
    const result = await this.deps.engine.edit(op, image, options, second);
    if (!result.ok) throw new EditRefused(result.message);
    return Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength);
  }

  private async fail(row: ImageEditRow, message: string): Promise<void> {
    const current = await this.deps.repo.findById(row.id);
    if (current?.charged) {
      await this.deps.credits.grant(row.userId, row.credits, {
        reason: `refund: edit ${row.tool} failed`,
        idempotencyKey: `refund:edit:${row.id}`,
      });
      await this.deps.repo.update(row.id, { charged: 0 });
    }
    await this.deps.repo.update(row.id, { finishedOn: nowIso(), failed: 1, message, progress: 100 });
    const resultItemId = wizardItemOf(row);
    if (resultItemId) await this.deps.pictures.failResult(resultItemId, message);
    await removeBlobs(
      this.deps.blobs,
      [row.inputKey, ...(row.maskKey ? [row.maskKey] : [])],
      this.deps.logger,
    );
  }
}

/** The result item a photo wizard run fills, or undefined for the editor's own runs. */
function wizardItemOf(row: ImageEditRow): string | undefined {
  if (row.tool !== WIZARD_TOOL) return undefined;
  return (JSON.parse(row.params) as Partial<WizardParams>).resultItemId;
}
