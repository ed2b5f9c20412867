/**
 * Concepts are typed as a comma-separated list (spec §5): each entry trimmed, blanks dropped. Repeats are
 * dropped too (chosen: a concept listed twice would show twice on the study view's buttons).
 */
export function parseConcepts(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(',')) {
    const concept = part.trim().replace(/\s+/g, ' ');
    const key = concept.toLowerCase();
    if (concept === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(concept);
  }
  return out;
}

/** The list as the edit field shows it. */
export function formatConcepts(concepts: readonly string[]): string {
  return concepts.join(', ');
}
