import { useEffect, useReducer } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wizardCharge } from '@muse/domain';
import { queryKeys } from '../../../app/query-keys';
import { sessionBalance, useReadSessionNow, useSession } from '../../auth';
import { isInsufficientCredits, openInsufficientCredits } from '../../credits';
import { INITIAL_WIZARD, wizardReducer } from '../wizard-flow';
import { wizardApi } from '../wizard.api';

export const NEEDS_CREDITS =
  'The photo wizard needs 1 credit for each photo you transform, or a Premium or Ultimate plan.';

/** Errors the wizard shows next to the step; a short balance opens the credits dialog instead. */
const shownInPlace = (error: unknown) => !isInsufficientCredits(error);

/**
 * The wizard's state and actions: the steps, the upload, Transform, and the credit rule (Premium and
 * Ultimate transform for free; others need at least 1 credit, otherwise the buy prompt opens and nothing
 * is sent).
 */
export function usePhotoWizard() {
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const { session } = useSession();
  const readSessionNow = useReadSessionNow();
  const queryClient = useQueryClient();
  const charge = session ? wizardCharge(session.subscription, sessionBalance(session)) : 'buy';

  // The local copy of the photo lives as long as the wizard shows it.
  const previewUrl = state.photo?.previewUrl;
  useEffect(() => {
    return () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    };
  }, [previewUrl]);

  /** True when the balance allows a run; a balance that looks short is read again before the prompt opens. */
  const mayRun = async (retry: () => void): Promise<boolean> => {
    if (!session) return false;
    if (charge !== 'buy') return true;
    const now = await readSessionNow().catch(() => session);
    if (now && wizardCharge(now.subscription, sessionBalance(now)) !== 'buy') return true;
    openInsufficientCredits(NEEDS_CREDITS, retry);
    return false;
  };

  const upload = useMutation({
    mutationFn: (file: File) => wizardApi.upload(file),
    onSuccess: (item, file) => {
      dispatch({
        type: 'uploaded',
        photo: { filename: item.filename, previewUrl: URL.createObjectURL(file) },
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.imageLists });
    },
    meta: { errorTitle: "Couldn't upload your photo", shownInPlace },
  });

  const transform = useMutation({
    mutationFn: ({ photo, prompt }: { photo: string; prompt: string }) => wizardApi.transform(photo, prompt),
    onSuccess: (reply) => {
      // A reply with an error is only logged (spec §8).
      if (reply.error) {
        console.warn('photo wizard: the transform was refused', reply.error);
        return;
      }
      dispatch({ type: 'transforming', resultFilename: reply.filename });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: queryKeys.imageLists });
    },
    meta: { errorTitle: "Couldn't transform your photo", shownInPlace },
  });

  const startUpload = async (file: File) => {
    upload.reset();
    if (await mayRun(() => upload.mutate(file))) upload.mutate(file);
  };
  const startTransform = async () => {
    const photo = state.photo?.filename;
    if (!photo || !session) return;
    const run = () => transform.mutate({ photo, prompt: state.prompt });
    transform.reset();
    if (await mayRun(run)) run();
  };

  return { state, dispatch, charge, upload, transform, startUpload, startTransform };
}
