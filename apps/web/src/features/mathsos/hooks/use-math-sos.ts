import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { isApiError } from '../../../app/api-error';
import { openLoginDialog, useSession } from '../../auth';
import { imageProblem, readAsDataUrl } from '../image-input';
import { mathSosApi } from '../mathsos.api';
import { INITIAL_SOS, sosReducer } from '../sos-flow';

/** Signed out, or a guest: asked to sign in with an email first (spec §6). */
const needsSignIn = (status: number) => status === 401 || status === 403;

/**
 * The MathSOS page's state and actions. Reading and solving need an email account: a visitor's or guest's
 * picture waits while the sign-in dialog is open and is read once they are signed in. An answer that arrives
 * after Edit or New Problem is dropped.
 */
export function useMathSos() {
  const { session, isGuest, isLoading } = useSession();
  const signedIn = !!session && !isGuest;
  const [state, dispatch] = useReducer(sosReducer, INITIAL_SOS);
  // A picture given before signing in waits here (read by the effect below), and the page says so.
  const waitingPicture = useRef<File | null>(null);
  const [waiting, setWaiting] = useState(false);
  const run = useRef(0);

  /** Reads a picture for a signed-in user; every state change comes after the file is read. */
  const readSignedIn = async (file: File) => {
    const id = ++run.current;
    let picture: string;
    try {
      picture = await readAsDataUrl(file);
    } catch {
      return dispatch({ type: 'readFailed' });
    } finally {
      setWaiting(false);
    }
    if (id !== run.current) return;
    dispatch({ type: 'reading', picture });
    try {
      const reply = await mathSosApi.parseImage(picture);
      if (id === run.current) dispatch({ type: 'read', reply });
    } catch (error) {
      if (id !== run.current) return;
      if (isApiError(error) && needsSignIn(error.status)) {
        openLoginDialog();
        dispatch({ type: 'pictureRefused', message: error.message });
      } else dispatch({ type: 'readFailed' });
    }
  };

  const read = (file: File) => {
    const problem = imageProblem(file);
    if (problem) return dispatch({ type: 'pictureRefused', message: problem });
    if (signedIn) return void readSignedIn(file);
    waitingPicture.current = file;
    setWaiting(true);
    openLoginDialog();
  };

  // The waiting picture is read once the visitor has signed in with an email.
  const readWaiting = useEffectEvent((file: File) => void readSignedIn(file));
  useEffect(() => {
    const file = waitingPicture.current;
    if (!signedIn || !file) return;
    waitingPicture.current = null;
    readWaiting(file);
  }, [signedIn]);

  const solve = async () => {
    if (!signedIn) {
      openLoginDialog();
      return;
    }
    const text = state.text.trim();
    if (text === '') return;
    const id = ++run.current;
    dispatch({ type: 'solving' });
    try {
      const reply = await mathSosApi.resolve(text);
      if (id === run.current) dispatch({ type: 'solved', reply });
    } catch (error) {
      if (id !== run.current) return;
      if (isApiError(error) && needsSignIn(error.status)) openLoginDialog();
      // The server's reason (a problem it cannot read, no connection) goes under the spec's text.
      const detail = isApiError(error) && error.status !== 500 ? error.message : undefined;
      dispatch({ type: 'solveFailed', detail });
    }
  };

  return {
    state,
    signedIn,
    sessionLoading: isLoading,
    waitingForSignIn: waiting,
    type: (text: string) => dispatch({ type: 'typed', text }),
    read,
    solve: () => void solve(),
    edit: () => {
      run.current += 1;
      dispatch({ type: 'edit' });
    },
    newProblem: () => {
      run.current += 1;
      waitingPicture.current = null;
      setWaiting(false);
      dispatch({ type: 'newProblem' });
    },
  };
}
