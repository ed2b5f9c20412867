/**
 * Voice answers (issue #15): speech recognition of recorded answers (hosted Whisper-style server or local
 * pocketsphinx, from @muse/providers), the clips kept privately for the speaker and the office's owner and
 * admins.
 */
export { createVoiceModule, type VoiceModuleDeps } from './voice.module';
export { voiceRoutes, type VoiceRouteDeps } from './voice.routes';
export type { VoiceService } from './voice.service';
