/**
 * A dialog's FormSubmit that sent an interview for evaluation: its id (from the reply) and job title (from
 * the path's query), so the page can open the report; null for any other form.
 */
export function submittedInterview(path: string, reply: unknown): { id: string; jobTitle: string } | null {
  if (!/^\/?openai\/submitInterview(\?|$)/.test(path.replace(/^\/api/, ''))) return null;
  const id =
    typeof reply === 'object' && reply !== null && 'id' in reply ? (reply as { id: unknown }).id : null;
  if (typeof id !== 'string' || id === '') return null;
  const query = path.split('?')[1] ?? '';
  const jobTitle = new URLSearchParams(query).get('jobTitle') ?? '';
  return { id, jobTitle };
}
