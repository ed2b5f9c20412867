import type { CreateImageBody, CreateImageReply } from '@muse/contracts';
import {
  contextToolsFor,
  editToolCost,
  isContextTool,
  totalBalance,
  wizardCharge,
  type ContextTool,
} from '@muse/domain';
import sharp from 'sharp';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, fieldError, tooManyRequests } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { readBlob, removeBlobs, type BlobStore } from '../../platform/storage';
import { newId, nowIso } from '../../shared/ids';
import type { CreditsService } from '../credits';
import type { ImageSources, SourcePicture } from '../images';
import type { UsersService } from '../users';
import type { HostedEdit } from './editor.hosted';
import { editInputKey } from './editor.keys';
import type { EditorRepository } from './editor.repository';
import { MAX_RUNNING_EDITS } from './editor.service';
import { WIZARD_TOOL, presetFor, wizardMaxSide, wizardOperation } from './editor.wizard-ops';

export const WIZARD_NEEDS_CREDITS =
  'The photo wizard needs at least 1 credit, or a Premium or Ultimate plan. Buy credits to transform your photo.';
export const WIZARD_NEEDS_MODEL =
  'This change needs a hosted image model, which this server does not have. Try a restoration or art preset.';
const BAD_PICTURE = 'videoImages must hold one picture you uploaded: the photo to transform.';

export interface PhotoWizardDeps {
  repo: EditorRepository;
  pictures: Pick<ImageSources, 'pictureByFilename' | 'startResult'>;
  users: UsersService;
  credits: CreditsService;
  blobs: BlobStore;
  logger: Logger;
  schedule(editId: string, userId: string): Promise<void>;
  hostedEdit(tool: ContextTool): HostedEdit | undefined;
}

/** What the run of a wizard request keeps in its params (read back by the runner). */
export interface WizardParams {
  prompt: string;
  resultItemId: string;
  operation?: ReturnType<typeof wizardOperation>;
  hostedTool?: ContextTool;
}

/**
 * The photo wizard's `POST /images/` with `videoImages`: the uploaded photo changed by a preset or the
 * user's words. Restoration and art presets run offline on the editor's queue; anything else needs the
 * hosted model behind the request's edit model (gemini25), else 503. The result is a new item of My
 * creations that `GET /images/filename/{filename}` shows finished. Premium and Ultimate spend nothing;
 * others need a credit (1 offline, the model's price hosted), refunded when the run fails.
 */
export class PhotoWizard {
  constructor(private readonly deps: PhotoWizardDeps) {}

  async transform(caller: Caller, body: CreateImageBody): Promise<CreateImageReply> {
    const { deps } = this;
    const user = await deps.users.require(caller.userId);
    const refs = body.videoImages ?? [];
    if (refs.length !== 1) throw fieldError('videoImages', BAD_PICTURE);
    if (!isContextTool(body.model)) {
      throw fieldError('model', 'A photo change needs an image-edit model, e.g. gemini25.');
    }
    const charge = wizardCharge(user.subscription, totalBalance(user));
    if (charge === 'buy') throw new HttpError(402, 'insufficient_credits', WIZARD_NEEDS_CREDITS);

    const prompt = body.description;
    const operation = wizardOperation(prompt);
    const { png, source } = await this.photo(caller, refs[0]!);
    const input = await fitInside(png, wizardMaxSide(operation));
    if (!operation) {
      const meta = await sharp(input).metadata();
      if (!contextToolsFor(meta.width ?? 0, meta.height ?? 0).includes(body.model)) {
        throw fieldError('model', `${body.model} does not take pictures of ${meta.width}×${meta.height}.`);
      }
      if (!deps.hostedEdit(body.model)) {
        throw new HttpError(503, 'not_configured', WIZARD_NEEDS_MODEL, [
          { field: 'description', message: WIZARD_NEEDS_MODEL },
        ]);
      }
    }
    if ((await deps.repo.countRunning(caller.userId)) >= MAX_RUNNING_EDITS) {
      throw tooManyRequests('Wait for your other changes to finish first.');
    }

    const credits = charge === 'free' ? 0 : operation ? 1 : editToolCost(body.model);
    const editId = newId();
    if (credits > 0) {
      await deps.credits.spend(caller.userId, credits, {
        reason: 'photo wizard',
        idempotencyKey: `wizard:${editId}`,
      });
    }
    const inputKey = editInputKey(caller.userId, editId);
    try {
      await deps.blobs.put(inputKey, input, { contentType: 'image/png', visibility: 'private' });
      const result = await deps.pictures.startResult(caller, {
        ...(source ? { source } : {}),
        name: presetFor(prompt)?.title ?? 'Photo wizard',
        description: prompt,
        model: operation ? 'editor' : body.model,
        credits,
        // The wizard is for sharing: its result is public, whatever the uploaded photo is.
        private: false,
      });
      const params: WizardParams = {
        prompt,
        resultItemId: result.id,
        ...(operation ? { operation } : { hostedTool: body.model }),
      };
      await deps.repo.insert({
        id: editId,
        userId: caller.userId,
        sourceItemId: source?.id ?? null,
        tool: WIZARD_TOOL,
        params: JSON.stringify(params),
        inputKey,
        maskKey: null,
        resultKey: null,
        width: null,
        height: null,
        credits,
        charged: credits > 0 ? 1 : 0,
        message: null,
        requestedOn: nowIso(),
        startedOn: null,
        finishedOn: null,
      });
      await deps.schedule(editId, caller.userId);
      const after = await deps.credits.balance(caller.userId);
      return { filename: result.filename, _id: result.id, credits: totalBalance(after) };
    } catch (err) {
      if (credits > 0) {
        await deps.credits.grant(caller.userId, credits, {
          reason: 'refund: photo wizard could not start',
          idempotencyKey: `refund:wizard:${editId}`,
        });
      }
      await removeBlobs(deps.blobs, [inputKey], deps.logger);
      throw err;
    }
  }

  /**
   * The photo `ref` names: a picture the caller uploaded for the editor (`POST /user/upload`) or an item it
   * may see (`POST /user/upload/image`), by file name or address. Anything else is a 400 naming the field.
   */
  private async photo(caller: Caller, ref: string): Promise<{ png: Buffer; source?: SourcePicture }> {
    const name = lastSegment(ref);
    if (!name) throw fieldError('videoImages', BAD_PICTURE);
    const key = await this.deps.repo.uploadKey(caller.userId, name);
    const uploaded = key && (await readBlob(this.deps.blobs, key));
    if (uploaded) return { png: uploaded };
    try {
      const source = await this.deps.pictures.pictureByFilename(
        caller,
        name.replace(/\.(png|webp|jpe?g)$/i, ''),
      );
      return { png: source.png, source };
    } catch (err) {
      if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 409)) {
        throw fieldError('videoImages', BAD_PICTURE);
      }
      throw err;
    }
  }
}

/** The file name at the end of a name, path or address (its query and fragment dropped). */
export function lastSegment(ref: string): string {
  const path = ref.trim().split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return '';
  }
}

/** The picture brought down to `maxSide` pixels a side at most, as PNG. */
async function fitInside(png: Buffer, maxSide: number): Promise<Buffer> {
  const meta = await sharp(png).metadata();
  if ((meta.width ?? 0) <= maxSide && (meta.height ?? 0) <= maxSide) return png;
  return sharp(png).resize({ width: maxSide, height: maxSide, fit: 'inside' }).png().toBuffer();
}
