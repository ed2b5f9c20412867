import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MathProblem, MathSection, UpdateMathProblemBody } from '@muse/contracts';
import { mathSetupApi, mathSetupKeys } from '../math/math-setup.api';

interface Lesson {
  officeId: string;
  section: MathSection;
  lesson: number;
}

/** A lesson's problems (POST /ai/questions/satmath), generating more, and editing or deleting one. */
export function useMathProblems({ officeId, section, lesson }: Lesson) {
  const queryClient = useQueryClient();
  const key = mathSetupKeys.problems(officeId, section, lesson);
  const change = (fn: (list: MathProblem[]) => MathProblem[]) =>
    queryClient.setQueryData<{ data: MathProblem[] }>(key, (old) => ({ data: fn(old?.data ?? []) }));

  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => mathSetupApi.problems({ officeId, section, lesson }, signal),
    select: (reply) => reply.data,
    meta: { shownInPlace: () => true },
  });
  const generate = useMutation({
    mutationFn: (body: { numberOfQuestions: number; similarProblem: string; topic: string }) =>
      mathSetupApi.generate({ ...body, officeId, section, lesson }),
    onSuccess: (reply) => {
      change((old) => [...old, ...reply.data.filter((p) => !old.some((o) => o._id === p._id))]);
      // The lesson's problem count moved.
      void queryClient.invalidateQueries({ queryKey: mathSetupKeys.topics(officeId, section) });
    },
    meta: { shownInPlace: () => true },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMathProblemBody }) => mathSetupApi.update(id, body),
    onSuccess: ({ problem }) => change((old) => old.map((p) => (p._id === problem._id ? problem : p))),
    meta: { shownInPlace: () => true },
  });
  const remove = useMutation({
    mutationFn: (id: string) => mathSetupApi.remove(id, officeId),
    onSuccess: (_reply, id) => {
      change((old) => old.filter((p) => p._id !== id));
      void queryClient.invalidateQueries({ queryKey: mathSetupKeys.topics(officeId, section) });
    },
    meta: { errorTitle: "Couldn't delete the problem" },
  });
  return { list, generate, update, remove };
}

/** Reading a problem from a picture (POST /openai/math/parse-image). */
export function useMathParseImage() {
  return useMutation({
    mutationFn: (image: string) => mathSetupApi.parseImage(image),
    meta: { shownInPlace: () => true },
  });
}
