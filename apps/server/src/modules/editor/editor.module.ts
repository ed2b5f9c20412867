import type { Database, Kysely } from '@muse/db';
import type { ContextTool } from '@muse/domain';
import type { ProviderRegistry } from '@muse/providers';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import type { CreditsService } from '../credits';
import type { ImageSources } from '../images';
import type { UsersService } from '../users';
import { editorErasure, editorMergeHandler } from './editor.erasure';
import { hostedEditFor, imageServerEdit, type HostedEditModels } from './editor.hosted';
import { EditorRepository } from './editor.repository';
import { EditorRunner, type EditEngine } from './editor.runner';
import { EditorService } from './editor.service';
import { PhotoWizard } from './editor.wizard';

export interface EditorModuleDeps {
  db: Kysely<Database>;
  pictures: ImageSources;
  users: UsersService;
  credits: CreditsService;
  blobs: BlobStore;
  engine: EditEngine;
  providers: ProviderRegistry;
  logger: Logger;
  secret: string;
  publicUrl: string;
  schedule(editId: string, userId: string): Promise<void>;
  /** OPENAI_IMAGE_EDIT_MODELS */
  hostedEditModels: HostedEditModels;
}

/** The image editor's server side (and the photo wizard's, which runs on its queue), built once per process. */
export function createEditorModule(deps: EditorModuleDeps) {
  const repo = new EditorRepository(deps.db);
  const hostedEdit = (tool: ContextTool) => hostedEditFor(tool, deps.providers, deps.hostedEditModels);
  const editor = new EditorService({ ...deps, repo, hostedEdit });
  const runner = new EditorRunner({ ...deps, repo, hostedEdit });
  // The wizard's own words may also be painted on the image server (its users never see a model's name).
  const photoWizard = new PhotoWizard({
    ...deps,
    repo,
    hostedEdit: (tool) => hostedEdit(tool) ?? imageServerEdit(deps.providers),
  });
  deps.users.onMerge('editor', editorMergeHandler);
  deps.users.onErase(editorErasure(deps));
  return { services: { editor, photoWizard }, runner };
}
