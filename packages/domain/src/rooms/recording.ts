/**
 * Local recording (§3 Peer, Recorder; §4): status values init, start, resume, pause, stop; recording is
 * active when the status is start or resume; consent is agreed or not. The spec does not show the
 * transitions; the ones chosen here follow "recording in the browser only after every participant
 * consents" (the issue).
 */

export const LOCAL_RECORDING_STATES = ['init', 'start', 'resume', 'pause', 'stop'] as const;
export type LocalRecordingState = (typeof LOCAL_RECORDING_STATES)[number];

export const CONSENT_AGREED = 'agreed';

export function isRecordingActive(state: LocalRecordingState | null | undefined): boolean {
  return state === 'start' || state === 'resume';
}

export interface ConsentPeer {
  localRecordingConsent?: string | null;
}

/** Every participant (the recorder included) has agreed to be recorded. */
export function everyoneConsented(peers: readonly ConsentPeer[]): boolean {
  return peers.length > 0 && peers.every((p) => p.localRecordingConsent === CONSENT_AGREED);
}

/**
 * Chosen transitions: init asks the room for consent (from nothing or a stopped recording); start (from
 * init) and resume (from pause) need everyone's consent; pause from an active recording; stop from any
 * started one.
 */
const NEXT: Readonly<Record<LocalRecordingState | 'none', readonly LocalRecordingState[]>> = {
  none: ['init'],
  init: ['start', 'stop'],
  start: ['pause', 'stop'],
  resume: ['pause', 'stop'],
  pause: ['resume', 'stop'],
  stop: ['init'],
};

export type RecordingStep = { ok: true } | { ok: false; reason: 'transition' | 'consent'; message: string };

export function recordingStep(
  from: LocalRecordingState | null | undefined,
  to: LocalRecordingState,
  peers: readonly ConsentPeer[],
): RecordingStep {
  if (!NEXT[from ?? 'none'].includes(to))
    return {
      ok: false,
      reason: 'transition',
      message: from
        ? `A recording that is ${from} cannot go to ${to}.`
        : 'Ask everyone for their consent before recording.',
    };
  if ((to === 'start' || to === 'resume') && !everyoneConsented(peers))
    return { ok: false, reason: 'consent', message: 'Everyone in the room must agree before you record.' };
  return { ok: true };
}

/**
 * A recording must not go on once someone who has not agreed is in the room (a newcomer, a withdrawn
 * consent): the state it falls back to, or null when it may stay.
 */
export function recordingAfterRoomChange(
  state: LocalRecordingState | null | undefined,
  peers: readonly ConsentPeer[],
): LocalRecordingState | null {
  return isRecordingActive(state) && !everyoneConsented(peers) ? 'pause' : null;
}
