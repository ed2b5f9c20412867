/**
 * Transcripts: the answers of recorded dialog runs (FormStart/StartTranscript … FormSubmit/EndTranscript),
 * sent by anyone who uses an office's dialog and read, by session, by the office's owner and admins.
 */
export { createTranscriptsModule, type TranscriptsModuleDeps } from './transcripts.module';
export { transcriptsRoutes } from './transcripts.routes';
export type { TranscriptsService } from './transcripts.service';
