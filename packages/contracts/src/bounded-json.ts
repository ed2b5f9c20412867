/** How far a free-form JSON value may reach: nesting depth, number of values, characters of keys and text. */
export interface JsonBounds {
  depth: number;
  values: number;
  chars: number;
}

/**
 * What makes `value` exceed `bounds`, as a sentence naming `field`, or null when it fits. Walks with an
 * explicit stack, never recursion, so a 5,000-level object is measured safely and refused at depth bounds+1
 * (JSON.stringify or a recursive check of such a value could exhaust the call stack). The value itself is a
 * level: `{ a: 1 }` is 1 deep, `{ a: { b: 1 } }` 2.
 */
export function jsonBoundsProblem(value: unknown, field: string, bounds: JsonBounds): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  let values = 0;
  let chars = 0;
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    values += 1;
    if (values > bounds.values) return `${field} must hold at most ${bounds.values} values`;
    if (typeof current === 'string') chars += current.length;
    if (current === null || typeof current !== 'object') {
      if (chars > bounds.chars) return `${field} must be at most ${bounds.chars} characters`;
      continue;
    }
    if (depth > bounds.depth) return `${field} must be at most ${bounds.depth} levels deep`;
    const entries = Array.isArray(current) ? current.map((v) => ['', v] as const) : Object.entries(current);
    for (const [key, child] of entries) {
      chars += key.length;
      stack.push({ value: child, depth: depth + 1 });
    }
    if (chars > bounds.chars) return `${field} must be at most ${bounds.chars} characters`;
  }
  return null;
}
