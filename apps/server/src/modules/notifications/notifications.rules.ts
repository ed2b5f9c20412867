import { CLOSE_RESPONSE, type NotificationAction } from '@muse/contracts';

/** A problem with what was sent, naming the field as the API's 400s do. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** What the dialog's rules need of a notification. */
export interface DialogRules {
  showInput: boolean;
  blocking: boolean;
  actions: NotificationAction[];
}

/**
 * The rules of a notification an admin writes beyond each field's own shape: answers people can give
 * (unique, never the word that means closing), one default at most, a way out of a blocking one, and an
 * end after the start.
 */
export function notificationProblems(
  n: DialogRules & { publishAt: string; expiresAt: string | null },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  n.actions.forEach((action, i) => {
    const value = action.response.toLowerCase();
    if (value === CLOSE_RESPONSE)
      problems.push({
        field: `actions.${i}.response`,
        message: `"${CLOSE_RESPONSE}" is kept for closing the notification; choose another response`,
      });
    else if (seen.has(value))
      problems.push({ field: `actions.${i}.response`, message: 'each action needs its own response' });
    seen.add(value);
  });
  if (n.actions.filter((a) => a.default).length > 1)
    problems.push({ field: 'actions', message: 'at most one action can be the default' });
  if (n.blocking && n.actions.length === 0)
    problems.push({ field: 'actions', message: 'a blocking notification needs at least one action' });
  if (n.expiresAt !== null && Date.parse(n.expiresAt) <= Date.parse(n.publishAt))
    problems.push({ field: 'expiresAt', message: 'expiresAt must be after publishAt' });
  return problems;
}

/**
 * Whether a response may be recorded (spec: a blocking notification cannot be closed; an input needs text
 * before the default action works). Returns the problem, or null.
 */
export function responseProblem(
  n: DialogRules,
  response: string,
  text: string | undefined,
): FieldProblem | null {
  if (response === CLOSE_RESPONSE)
    return n.blocking
      ? { field: 'response', message: 'This notification cannot be closed; choose one of its answers.' }
      : null;
  const action = n.actions.find((a) => a.response === response);
  if (!action)
    return { field: 'response', message: 'response must be one of the notification’s actions or close' };
  if (action.default && n.showInput && (text ?? '').trim() === '')
    return { field: 'text', message: 'Type your answer first.' };
  return null;
}
