import {
  DEVICE_PICTURE_ID,
  type EditToolBody,
  type EditToolsReply,
  type ImageEditJob,
  type ImageItem,
  type InpaintBody,
  type UploadReply,
} from '@muse/contracts';
import {
  CONTEXT_TOOLS,
  canEdit,
  contextToolsFor,
  editToolCost,
  isContextTool,
  isValidOutpaintSide,
  totalBalance,
  type ContextTool,
  type EditorAiTool,
} from '@muse/domain';
import sharp from 'sharp';
import type { Caller } from '../../platform/http/auth-guard';
import {
  HttpError,
  fieldError,
  notFound,
  serviceUnavailable,
  tooManyRequests,
} from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { mediaUrl, readBlob, removeBlobs, type BlobStore } from '../../platform/storage';
import { newId, nowIso } from '../../shared/ids';
import type { CreditsService } from '../credits';
import type { ImageSources, SourcePicture } from '../images';
import type { UsersService } from '../users';
import type { HostedEdit } from './editor.hosted';
import { editInputKey, editMaskKey, uploadKey } from './editor.keys';
import { presentEdit } from './editor.presenter';
import type { EditorRepository } from './editor.repository';
import { MAX_EDIT_SIDE, type ReceivedImage } from './editor.uploads';

/** Runs of one user that may wait or run at once. */
export const MAX_RUNNING_EDITS = 3;

export const EDITING_NEEDS =
  'Editing needs a Premium or Ultimate plan, or credits. Buy credits or choose a plan to edit this picture.';
export const CONTEXT_EDIT_NEEDS =
  'Editing with words needs a hosted image model, and this server has none set up. Area edit, Remove ' +
  'background, Expand, Upscale and Variation work here.';

export interface EditorServiceDeps {
  repo: EditorRepository;
  pictures: Pick<ImageSources, 'picture' | 'saveEdited'>;
  users: UsersService;
  credits: CreditsService;
  blobs: BlobStore;
  logger: Logger;
  secret: string;
  publicUrl: string;
  schedule(editId: string, userId: string): Promise<void>;
  /** the hosted model behind a words-driven tool, when this server has one */
  hostedEdit(tool: ContextTool): HostedEdit | undefined;
}

/** What a run is asked to do, whichever route asked. */
interface RunRequest {
  tool: EditorAiTool;
  params: Record<string, unknown>;
  maskUrl?: string;
  imageUrl?: string;
}

/**
 * The image editor's server side: the pictures it uploads (a saved edit becomes a new item of My creations
 * linked to its source; masks and working pictures are kept privately for the AI tools) and the runs of its
 * AI tools: checked (plan or credits, the picture's visibility, the tool's settings against the picture),
 * charged once when asked, queued, and polled.
 */
export class EditorService {
  constructor(private readonly deps: EditorServiceDeps) {}

  /** Which words-driven tools this server can run (a hosted model is set up for them), for the editor. */
  tools(): EditToolsReply {
    return {
      context: CONTEXT_TOOLS.map((tool) => ({ tool, available: this.deps.hostedEdit(tool) !== undefined })),
      needs: CONTEXT_EDIT_NEEDS,
    };
  }

  /** A mask or the picture as it is in the editor now, for a later AI tool run. */
  async upload(caller: Caller, image: ReceivedImage): Promise<UploadReply> {
    const filename = `${newId()}.png`;
    const key = uploadKey(caller.userId, filename);
    await this.deps.blobs.put(key, image.png, { contentType: 'image/png', visibility: 'private' });
    await this.deps.repo.insertUpload({ filename, userId: caller.userId, blobKey: key, createdAt: nowIso() });
    return { filename, path: mediaUrl(key, this.deps.secret) };
  }

  /**
   * A picture `userId` uploaded with `/user/upload` (PNG), for another module that keeps a copy of it (the
   * asset library); undefined when there is no such upload of theirs (uploads go after a day).
   */
  async uploadedPicture(userId: string, filename: string): Promise<Buffer | undefined> {
    const key = await this.deps.repo.uploadKey(userId, filename);
    return (key && (await readBlob(this.deps.blobs, key))) || undefined;
  }

  /** Save: the edited picture as a new item of My creations, linked to the picture it was edited from. */
  async saveEdited(caller: Caller, image: ReceivedImage): Promise<ImageItem> {
    await this.requireEditing(caller);
    const sourceId = image.fields.sourceId?.trim();
    const source = sourceId ? await this.deps.pictures.picture(caller, sourceId) : undefined;
    return this.deps.pictures.saveEdited(caller, image.png, {
      ...(source ? { source } : {}),
      name: image.fields.name,
      description: image.fields.description,
      private: image.fields.private === 'true',
    });
  }

  /** An area edit (inpaint2, inpaint5) or an expand (outpaint-model2) of item `itemId`. */
  async requestInpaint(caller: Caller, itemId: string, body: InpaintBody): Promise<ImageEditJob> {
    const params: Record<string, unknown> = {
      prompt: body.maskPrompt ?? '',
      promptWeight: body.promptWeight,
      imageWeight: body.imageWeight,
      steps: body.steps,
      width: body.width,
      height: body.height,
      anchor: body.anchor,
      padding: body.padding,
    };
    return this.request(caller, itemId, {
      tool: body.model,
      params,
      ...(body.maskUrl ? { maskUrl: body.maskUrl } : {}),
      ...(body.imageUrl ? { imageUrl: body.imageUrl } : {}),
    });
  }

  /** Remove background, upscale, variation or a context edit of item `itemId`. */
  async requestTool(caller: Caller, itemId: string, body: EditToolBody): Promise<ImageEditJob> {
    const { tool, imageUrl, ...settings } = body;
    return this.request(caller, itemId, { tool, params: settings, ...(imageUrl ? { imageUrl } : {}) });
  }

  /** A run, for its owner only (anyone else: 404). */
  async get(caller: Caller, editId: string): Promise<ImageEditJob> {
    const row = await this.deps.repo.findById(editId);
    if (!row || row.userId !== caller.userId) throw notFound('No such edit.');
    return presentEdit(row, this.deps.secret);
  }

  private async request(caller: Caller, itemId: string, run: RunRequest): Promise<ImageEditJob> {
    const user = await this.requireEditing(caller);
    // A picture opened from the device has no item: it is the uploaded working picture alone.
    const item = itemId === DEVICE_PICTURE_ID ? null : await this.deps.pictures.picture(caller, itemId);
    const input = await this.inputOf(caller, item, run.imageUrl);
    const meta = await sharp(input).metadata();
    const size = { width: meta.width ?? 0, height: meta.height ?? 0 };

    let mask: Buffer | undefined;
    const params: Record<string, unknown> = { ...run.params, description: item?.description ?? '' };
    if (run.tool === 'inpaint2' || run.tool === 'inpaint5') {
      if (!run.maskUrl) throw fieldError('maskUrl', 'maskUrl is required: draw the area to edit first.');
      mask = await this.uploaded(caller, run.maskUrl, 'maskUrl');
      const m = await sharp(mask).metadata();
      if (m.width !== size.width || m.height !== size.height) {
        throw fieldError(
          'maskUrl',
          `The mask is ${m.width}×${m.height}; it must be the picture's size, ${size.width}×${size.height}.`,
        );
      }
    }
    if (run.tool === 'outpaint-model2') {
      const width = (run.params.width as number | undefined) ?? size.width;
      const height = (run.params.height as number | undefined) ?? size.height;
      for (const [field, side, original] of [
        ['width', width, size.width],
        ['height', height, size.height],
      ] as const) {
        if (!isValidOutpaintSide(original, side)) {
          throw fieldError(
            field,
            `${field} must be the picture's ${field} (${original}) or a step of 128 above it, up to 2048.`,
          );
        }
      }
      if (width === size.width && height === size.height) {
        throw fieldError('width', 'Choose a larger width or height to expand the picture.');
      }
      Object.assign(params, {
        width,
        height,
        anchor: run.params.anchor ?? 'center',
        steps: run.params.steps ?? 20,
      });
    }
    if (run.tool === 'upscale') {
      const factor = (run.params.factor as number | undefined) ?? 2;
      if (size.width * factor > MAX_EDIT_SIDE || size.height * factor > MAX_EDIT_SIDE) {
        throw fieldError(
          'factor',
          `Upscaling ${size.width}×${size.height} ×${factor} would pass ${MAX_EDIT_SIDE} px a side; choose a smaller factor or picture.`,
        );
      }
      params.factor = factor;
    }
    if (isContextTool(run.tool)) {
      if (!contextToolsFor(size.width, size.height).includes(run.tool)) {
        throw fieldError('tool', `${run.tool} does not take pictures of ${size.width}×${size.height}.`);
      }
      // Without a hosted model nothing is charged or queued.
      if (!this.deps.hostedEdit(run.tool)) throw serviceUnavailable('not_configured', CONTEXT_EDIT_NEEDS);
      if (!String(run.params.prompt ?? '').trim()) {
        throw fieldError('prompt', 'Describe the change to make, e.g. "make the sky stormy".');
      }
    }

    if ((await this.deps.repo.countRunning(caller.userId)) >= MAX_RUNNING_EDITS) {
      throw tooManyRequests('Wait for your other edits to finish first.');
    }
    const credits = editToolCost(
      run.tool,
      run.tool === 'outpaint-model2'
        ? {
            width: params.width as number,
            height: params.height as number,
            steps: params.steps as number,
            tier: user.subscription,
          }
        : undefined,
    );

    const id = newId();
    const inputKey = editInputKey(caller.userId, id);
    const maskKey = mask ? editMaskKey(caller.userId, id) : null;
    await this.deps.blobs.put(inputKey, input, { contentType: 'image/png', visibility: 'private' });
    if (mask && maskKey)
      await this.deps.blobs.put(maskKey, mask, { contentType: 'image/png', visibility: 'private' });
    await this.deps.repo.insert({
      id,
      userId: caller.userId,
      sourceItemId: item?.id ?? null,
      tool: run.tool,
      params: JSON.stringify(params),
      inputKey,
      maskKey,
      resultKey: null,
      width: null,
      height: null,
      credits,
      message: null,
      requestedOn: nowIso(),
      startedOn: null,
      finishedOn: null,
    });
    if (credits > 0) {
      try {
        await this.deps.credits.spend(caller.userId, credits, {
          reason: `edit ${run.tool} of ${item?.filename ?? 'a picture from the device'}`,
          idempotencyKey: `edit:${id}`,
        });
      } catch (err) {
        await this.deps.repo.delete(id);
        await removeBlobs(this.deps.blobs, [inputKey, ...(maskKey ? [maskKey] : [])], this.deps.logger);
        throw err;
      }
      await this.deps.repo.update(id, { charged: 1 });
    }
    await this.deps.schedule(id, caller.userId);
    return presentEdit((await this.deps.repo.findById(id))!, this.deps.secret);
  }

  /** The caller's user, when its plan or credits allow editing; else 402 (the web opens the purchase dialog). */
  private async requireEditing(caller: Caller) {
    const user = await this.deps.users.require(caller.userId);
    if (!canEdit(user.subscription, totalBalance(user))) {
      throw new HttpError(402, 'insufficient_credits', EDITING_NEEDS);
    }
    return user;
  }

  /** The working picture the editor uploaded, or the item's own: both are stored as PNG already. */
  private async inputOf(caller: Caller, item: SourcePicture | null, imageUrl?: string): Promise<Buffer> {
    if (imageUrl) return this.uploaded(caller, imageUrl, 'imageUrl');
    if (!item)
      throw fieldError('imageUrl', 'imageUrl is required for a picture from your device: upload it first.');
    return item.png;
  }

  /** A file the caller uploaded with `POST /user/upload`; 400 naming the field when there is none. */
  private async uploaded(caller: Caller, filename: string, field: string): Promise<Buffer> {
    const key = await this.deps.repo.uploadKey(caller.userId, filename);
    const bytes = key && (await readBlob(this.deps.blobs, key));
    if (!bytes) throw fieldError(field, `${field} must name a picture you uploaded.`);
    return bytes;
  }
}
