import { MusicGameNotesReply, MusicListReply } from '@muse/contracts';
import { api } from '../../../app/api-client';

const enc = encodeURIComponent;

/** The Piano Challenge's endpoints. */
export const pianoApi = {
  /** GET /music/game/all: up to 20 shared tracks at random */
  tracks: async (signal?: AbortSignal) =>
    (await api.get('/api/music/game/all', { schema: MusicListReply, signal })).data,
  /** GET /music/game/{filename}/notes: the melody to play */
  notes: (filename: string, signal?: AbortSignal) =>
    api.get(`/api/music/game/${enc(filename)}/notes`, { schema: MusicGameNotesReply, signal }),
};

export const pianoKeys = {
  tracks: ['games', 'piano', 'tracks'] as const,
  notes: (filename: string) => ['games', 'piano', 'notes', filename] as const,
};
