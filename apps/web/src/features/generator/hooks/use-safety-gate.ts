import { useMutation } from '@tanstack/react-query';
import { isInApp } from '../../../app/in-app';
import { useSession } from '../../auth';
import { generatorApi } from '../generator.api';
import { SAFETY_CHECK_FAILED, needsSafetyCheck, safetyBlockText } from '../safety-gate';

/** Whether this user's texts go through the safety call first (in-app free users do). */
export function useSafetyRequired(): boolean {
  const { session } = useSession();
  return needsSafetyCheck({ inApp: isInApp(), subscription: session?.subscription });
}

/**
 * Before an in-app free user's generation, the text goes to POST /images/check-safe; an `error` in the
 * reply blocks it (the flag stays until the text changes: `reset`). A failed check blocks too: the text could
 * not be checked. Everyone else goes straight on.
 */
export function useSafetyGate() {
  const required = useSafetyRequired();
  const check = useMutation({
    mutationFn: (text: string) => generatorApi.checkSafe(text),
    meta: { shownInPlace: () => true },
  });
  const run = (text: string, proceed: () => void) => {
    if (!required) {
      proceed();
      return;
    }
    check.mutate(text, {
      onSuccess: (reply) => {
        if (safetyBlockText(reply) === null) proceed();
      },
    });
  };
  const blockText = safetyBlockText(check.data);
  return {
    run,
    checking: check.isPending,
    /** the text was refused: the error flag that blocks generating until the text changes */
    blocked: blockText !== null,
    /** the inline message of a refused text or of a check that failed (try again), or null */
    message: check.isError ? SAFETY_CHECK_FAILED : blockText,
    reset: () => {
      if (check.data || check.isError) check.reset();
    },
  };
}
