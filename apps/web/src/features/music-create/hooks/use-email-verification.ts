import { useMutation } from '@tanstack/react-query';
import { musicApi } from '../../music';

/** POST /user/verifyEmail and /user/verifyEmailWithCode; the modal shows their failures. */
export function useEmailVerification() {
  const sendCode = useMutation({
    mutationFn: (email: string) => musicApi.verifyEmail(email),
    meta: { shownInPlace: () => true },
  });
  const submitCode = useMutation({
    mutationFn: (code: string) => musicApi.verifyEmailWithCode(code),
    meta: { shownInPlace: () => true },
  });
  return { sendCode, submitCode };
}
