import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORDING_LINK_MS, RoomRecorder, recordingName, recordingSupported } from '../recorder';
import type { LiveRoom } from './use-live-room';

export interface RecordingLink {
  url: string;
  name: string;
}

/**
 * My local recording of the room: I agree and ask the others (init), start once everyone agreed, pause,
 * resume and stop; the file stays in this browser as a download link revoked after five minutes. When the
 * server pauses my recording (someone new, a withdrawn consent), the recorder pauses too.
 */
export function useRoomRecording(
  live: Pick<LiveRoom, 'recording' | 'consent' | 'myPeer'>,
  sources: () => { voices: MediaStream[]; picture: MediaStreamTrack | undefined },
) {
  const recorderRef = useRef<RoomRecorder | null>(null);
  const [link, setLink] = useState<RecordingLink | null>(null);
  const [working, setWorking] = useState(false);
  const state = live.myPeer?.localRecordingState ?? null;

  useEffect(() => {
    if (state === 'pause') recorderRef.current?.pause();
  }, [state]);

  useEffect(() => {
    if (!link) return;
    const timer = window.setTimeout(() => setLink(null), RECORDING_LINK_MS);
    return () => {
      window.clearTimeout(timer);
      URL.revokeObjectURL(link.url);
    };
  }, [link]);

  useEffect(() => () => void recorderRef.current?.stop(), []);

  const run = useCallback(async (step: () => Promise<void>) => {
    setWorking(true);
    try {
      await step();
    } finally {
      setWorking(false);
    }
  }, []);

  return {
    supported: recordingSupported(),
    state,
    link,
    working,
    /** I agree for myself and ask everyone else */
    ask: () =>
      run(async () => {
        if ((await live.consent(true)).ok) await live.recording('init');
      }),
    cancel: () => run(async () => void (await live.recording('stop'))),
    start: () =>
      run(async () => {
        const { voices, picture } = sources();
        const recorder = new RoomRecorder(voices, picture);
        if (!(await live.recording('start')).ok) return;
        recorder.start();
        recorderRef.current = recorder;
      }),
    pause: () =>
      run(async () => {
        if ((await live.recording('pause')).ok) recorderRef.current?.pause();
      }),
    resume: () =>
      run(async () => {
        if ((await live.recording('resume')).ok) recorderRef.current?.resume();
      }),
    stop: () =>
      run(async () => {
        await live.recording('stop');
        const recorder = recorderRef.current;
        recorderRef.current = null;
        if (!recorder) return;
        const blob = await recorder.stop();
        setLink({ url: URL.createObjectURL(blob), name: recordingName(new Date()) });
      }),
  };
}

export type RoomRecording = ReturnType<typeof useRoomRecording>;
