import {
  Character,
  CharacterListReply,
  DeleteCharacterReply,
  ImageListReply,
  UploadReply,
  type CreateCharacterBody,
  type UpdateCharacterBody,
} from '@muse/contracts';
import { api } from '../../app/api-client';
import { postForm } from '../../app/post-form';

const enc = encodeURIComponent;

/** A picture of the user's to start from or to make a character of: its filename and a link to show it. */
export interface ChosenPicture {
  filename: string;
  url: string;
}

export const CHARACTERS_KEY = ['characters'] as const;

/** Ultimate's characters, and the pictures they (and image input) are made from. */
export const charactersApi = {
  list: (signal?: AbortSignal) =>
    api.get('/api/images/characters', { schema: CharacterListReply, query: { limit: 50 }, signal }),
  create: (body: CreateCharacterBody) => api.post('/api/images/characters', { schema: Character, body }),
  update: (id: string, body: UpdateCharacterBody) =>
    api.request('PUT', `/api/images/characters/${enc(id)}`, { schema: Character, body }),
  remove: (id: string) =>
    api.request('DELETE', `/api/images/characters/${enc(id)}`, { schema: DeleteCharacterReply }),
  /** a picture from the device, uploaded for the user (kept a day; a character keeps its own copy) */
  async upload(file: File): Promise<ChosenPicture> {
    const form = new FormData();
    form.append('file', file, file.name);
    const reply = await postForm('/api/user/upload', form, UploadReply);
    return { filename: reply.filename, url: reply.path };
  },
  myPictures: (signal?: AbortSignal) =>
    api.post('/api/images/mine/all', {
      schema: ImageListReply,
      body: { index: 0, limit: 40, media: 'image' },
      signal,
    }),
};
