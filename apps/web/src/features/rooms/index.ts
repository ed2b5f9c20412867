/**
 * Live rooms (/app/:officeId/room): video, voice and screen sharing among up to 8 people of an office over a
 * WebRTC mesh, signalled through the realtime socket; hands, spotlights, groups and consented local recording.
 */
export const roomPath = (officeId: string) => `/app/${encodeURIComponent(officeId)}/room`;
