import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createDialogRun,
  DEFAULT_DIALOG_GAME,
  type DialogAction,
  type DialogGame,
  type DialogAnswerEntry,
  type DialogRun,
  type DialogRunState,
  type DialogTreeShape,
} from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { dialogPanelApi } from '../dialog-panel.api';
import {
  gameWaitState,
  isApiPath,
  isVoiceClipUrl,
  newSessionId,
  readAnswered,
  remembersAnswers,
  waitUntil,
  writeAnswered,
} from '../panel-helpers';

/** What the panel shows beside the question: media the actions asked for. */
export interface PanelMedia {
  video?: { url: string; volume: number; key: number };
  audio?: { url: string; key: number };
  image?: { url: string; target: string };
}

export type WaitKind = 'video' | 'game' | 'login' | 'poll';

/** The side effects the panel's host provides (navigation, dialogs of other features). */
export interface DialogEffects {
  chooseAvatar?: () => void;
  openMusic: () => void;
  openUrl: (url: string) => void;
  askAI?: () => void;
  close: () => void;
  /** opens the game a StartGame names (Guess the Best unless it says piano) */
  startGame: (game: DialogGame) => void;
  isGameOpen: () => boolean;
  /** points scored in the game since it last opened */
  gameScore: (game: DialogGame) => number;
  openLogin: () => void;
  isSignedIn: () => boolean;
  showPoll: (pollJson: string) => Promise<void>;
  formSubmitted?: (path: string, reply: unknown) => void;
}

export interface DialogRunView {
  state: DialogRunState;
  media: PanelMedia;
  waiting: WaitKind | null;
  /** the score the current WaitForGameEnd asks for (0: any finished game) */
  gameTarget: number;
  /** the game WaitForGameEnd waits for: the one the dialog last started */
  game: DialogGame;
  problem: string | null;
  /** a click on a button: the runtime's error, if any */
  choose: (optionIndex: number) => void;
  /** an answer box: the runtime's error message, or undefined when the dialog moved on */
  submit: (answer: { text: string; audioUrl?: string }) => string | undefined;
  /** ends the current wait (the visitor chose to go on) */
  skipWait: () => void;
  videoEnded: () => void;
  restart: () => void;
  dismissProblem: () => void;
}

/**
 * Runs a dialog in the panel: the domain runtime plus the actions carried out one after another (waits
 * poll every second), transcript entries posted while recording, the FormSubmit post. `preview` (the
 * setup's editor) sends nothing and leaves the page alone.
 */
export function useDialogRun(
  dialog: DialogTreeShape,
  {
    officeId,
    memberName,
    preview = false,
    effects,
  }: { officeId: string; memberName?: string; preview?: boolean; effects: DialogEffects },
): DialogRunView {
  const effectsRef = useRef(effects);
  useEffect(() => {
    effectsRef.current = effects;
  });

  const makeRun = useCallback(
    (fresh: boolean) =>
      createDialogRun(dialog, {
        memberName,
        answeredQuestions: !preview && !fresh && remembersAnswers(officeId) ? readAnswered(officeId) : [],
      }),
    [dialog, memberName, officeId, preview],
  );
  const [run, setRun] = useState<{ run: DialogRun; sessionId: string }>(() => ({
    run: makeRun(false),
    sessionId: newSessionId(),
  }));
  const [state, setState] = useState<DialogRunState>(() => run.run.getState());
  const [media, setMedia] = useState<PanelMedia>({});
  const [waiting, setWaiting] = useState<WaitKind | null>(null);
  const [gameTarget, setGameTarget] = useState(0);
  const [game, setGame] = useState<DialogGame>(DEFAULT_DIALOG_GAME);
  // The game StartGame last opened, read by WaitForGameEnd (a ref: both may run in one pump).
  const gameRef = useRef<DialogGame>(DEFAULT_DIALOG_GAME);
  const [problem, setProblem] = useState<string | null>(null);

  const pumpingRef = useRef(false);
  const abortRef = useRef<AbortController>(new AbortController());
  const skipRef = useRef<(() => void) | null>(null);
  const videoEndedRef = useRef(false);
  const mediaKey = useRef(0);

  // A new dialog (the owner saved another one) starts a new run; compared by content, so a caller may pass
  // a new object with the same tree on every render.
  const dialogKey = useMemo(() => JSON.stringify(dialog), [dialog]);
  const [basis, setBasis] = useState(dialogKey);
  if (basis !== dialogKey) {
    setBasis(dialogKey);
    const next = { run: makeRun(false), sessionId: newSessionId() };
    setRun(next);
    setState(next.run.getState());
    setMedia({});
    setWaiting(null);
  }

  const wait = useCallback(async (kind: WaitKind, done: () => boolean, signal: AbortSignal) => {
    const skip = new AbortController();
    skipRef.current = () => skip.abort();
    setWaiting(kind);
    const both = AbortSignal.any([signal, skip.signal]);
    try {
      await waitUntil(done, both);
    } catch (error) {
      if (signal.aborted) throw error;
      // skipped by the visitor: go on
    } finally {
      skipRef.current = null;
      if (!signal.aborted) setWaiting(null);
    }
  }, []);

  const perform = useCallback(
    async (action: DialogAction, signal: AbortSignal) => {
      const fx = effectsRef.current;
      switch (action.kind) {
        case 'ChooseAvatar':
          fx.chooseAvatar?.();
          return;
        case 'OpenMusicSelection':
        case 'OpenAIMusic':
          if (!preview) fx.openMusic();
          return;
        case 'OpenUrl':
          fx.openUrl(action.url);
          return;
        case 'PlayAudio':
          setMedia((m) => ({ ...m, audio: { url: action.url, key: ++mediaKey.current } }));
          return;
        case 'PlayVideo':
          videoEndedRef.current = false;
          setMedia((m) => ({
            ...m,
            video: { url: action.url, volume: action.volume, key: ++mediaKey.current },
          }));
          return;
        case 'LoadImage':
          setMedia((m) => ({ ...m, image: { url: action.url, target: action.target } }));
          return;
        case 'WaitForVideoEnd':
          await wait('video', () => videoEndedRef.current, signal);
          return;
        case 'ShowPoll':
          setWaiting('poll');
          try {
            await fx.showPoll(action.json);
          } finally {
            if (!signal.aborted) setWaiting(null);
          }
          return;
        case 'StartGame':
          gameRef.current = action.game;
          setGame(action.game);
          if (!preview) fx.startGame(action.game);
          return;
        case 'WaitForGameEnd': {
          if (preview) return;
          const waited = gameRef.current;
          if (!fx.isGameOpen()) fx.startGame(waited);
          setGameTarget(action.scoreTarget);
          // Ends when the game is closed with the points asked for; closed short, the panel offers another go.
          await wait(
            'game',
            () => {
              const now = effectsRef.current;
              return gameWaitState(now.isGameOpen(), now.gameScore(waited), action.scoreTarget) === 'done';
            },
            signal,
          );
          return;
        }
        case 'WaitForLogin':
          if (preview || fx.isSignedIn()) return;
          fx.openLogin();
          await wait('login', () => effectsRef.current.isSignedIn(), signal);
          return;
        case 'FormSubmit':
          if (preview) return;
          if (!isApiPath(action.path)) {
            console.warn(`A dialog form was not sent: ${action.path} is not a path of this site's API.`);
            return;
          }
          try {
            const reply = await dialogPanelApi.submitForm(action.path, {
              answers: action.answers,
              ...(officeId ? { officeId } : {}),
            });
            effectsRef.current.formSubmitted?.(action.path, reply);
          } catch (error) {
            if (!signal.aborted) setProblem(`We couldn't send your answers. ${errorMessage(error)}`);
          }
          return;
        case 'AskAI':
          fx.askAI?.();
          return;
        case 'CloseDialog':
          fx.close();
          return;
        case 'unknown':
          console.warn(`The dialog action ${action.name} is not known; it was skipped.`);
          return;
        case 'invalid':
          console.warn(`The dialog action ${action.name} was skipped: ${action.reason}.`);
          return;
        default:
          // state changes (close button, badge, recording, state, default text): applied by the runtime
          return;
      }
    },
    [officeId, preview, wait],
  );

  const pump = useCallback(
    async (current: DialogRun) => {
      if (pumpingRef.current) return;
      pumpingRef.current = true;
      const signal = abortRef.current.signal;
      try {
        for (let action = current.takeAction(); action; action = current.takeAction()) {
          setState(current.getState());
          await perform(action, signal);
          if (signal.aborted) return;
        }
      } catch (error) {
        if (!signal.aborted) console.warn('A dialog action failed', error);
      } finally {
        pumpingRef.current = false;
        if (!signal.aborted) setState(current.getState());
      }
    },
    [perform],
  );

  useEffect(() => {
    const controller = new AbortController();
    abortRef.current = controller;
    pumpingRef.current = false;
    // the root's actions, after this render
    const timer = setTimeout(() => void pump(run.run), 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [run, pump]);

  const record = useCallback(
    (entry: DialogAnswerEntry | undefined) => {
      if (!remembersAnswers(officeId) || preview) {
        // nothing to remember
      } else writeAnswered(officeId, [...readAnswered(officeId), ...run.run.answeredQuestions()]);
      // The practice page runs a dialog of no office: nothing is recorded.
      if (!entry || preview || officeId === '') return;
      void dialogPanelApi
        .transcript({
          officeId,
          sessionId: run.sessionId,
          question: entry.question,
          answer: entry.answer,
          ...(entry.parameters ? { parameters: entry.parameters } : {}),
          ...(isVoiceClipUrl(entry.audioUrl) ? { audioUrl: entry.audioUrl } : {}),
        })
        .catch((error: unknown) => console.warn('A transcript entry was not saved', error));
    },
    [officeId, preview, run],
  );

  const after = useCallback(() => {
    setState(run.run.getState());
    setMedia((m) => ({ ...m, video: undefined, audio: undefined }));
    void pump(run.run);
  }, [pump, run]);

  const choose = useCallback(
    (optionIndex: number) => {
      const result = run.run.choose(optionIndex);
      if (!result.ok) return setProblem(result.error);
      record(result.transcript);
      after();
    },
    [after, record, run],
  );

  const submit = useCallback(
    (answer: { text: string; audioUrl?: string }) => {
      const result = run.run.submitAnswer(answer.text, answer.audioUrl ? { audioUrl: answer.audioUrl } : {});
      if (!result.ok) return result.error;
      record(result.transcript);
      after();
      return undefined;
    },
    [after, record, run],
  );

  const restart = useCallback(() => {
    if (remembersAnswers(officeId)) writeAnswered(officeId, []);
    const next = { run: makeRun(true), sessionId: newSessionId() };
    setRun(next);
    setState(next.run.getState());
    setMedia({});
    setWaiting(null);
    setProblem(null);
  }, [makeRun, officeId]);

  return useMemo(
    () => ({
      state,
      media,
      waiting,
      gameTarget,
      game,
      problem,
      choose,
      submit,
      skipWait: () => skipRef.current?.(),
      videoEnded: () => {
        videoEndedRef.current = true;
      },
      restart,
      dismissProblem: () => setProblem(null),
    }),
    [state, media, waiting, gameTarget, game, problem, choose, submit, restart],
  );
}
