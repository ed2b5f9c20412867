/**
 * Live rooms of offices: video, audio and screen sharing among up to 8 people over WebRTC (a mesh), signalled
 * through the realtime socket, with the spec's peers, producers, permissions, hands, spotlights, groups and
 * consented local recording.
 */
export { createRoomsModule, type RoomsModuleDeps } from './rooms.module';
export type { RoomsService } from './rooms.service';
