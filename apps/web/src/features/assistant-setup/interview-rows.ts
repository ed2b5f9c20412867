import type { InterviewRow } from '@muse/domain';

/**
 * The Interview tab's rows: competency and question, moved up or down and deleted; a row's actions show
 * only while it has focus (spec §4).
 */
export function moveRow(rows: readonly InterviewRow[], index: number, by: -1 | 1): InterviewRow[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export function removeRow(rows: readonly InterviewRow[], index: number): InterviewRow[] {
  return rows.filter((_, i) => i !== index);
}

export function setRow(
  rows: readonly InterviewRow[],
  index: number,
  patch: Partial<InterviewRow>,
): InterviewRow[] {
  return rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
}

/** Whether two setups say the same, ignoring what saving trims away (Save is disabled when nothing changed). */
export function sameSetup(
  a: { jobTitle: string; email: string; rows: readonly InterviewRow[] },
  b: { jobTitle: string; email: string; rows: readonly InterviewRow[] },
): boolean {
  const key = (s: typeof a) =>
    JSON.stringify([
      s.jobTitle.trim(),
      s.email.trim(),
      s.rows.map((r) => [r.category.trim(), r.question.trim()]).filter(([, q]) => q !== ''),
    ]);
  return key(a) === key(b);
}
