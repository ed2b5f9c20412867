/**
 * What one engine thread keeps per office (an answer index, a vector set), for the office's training mark,
 * least recently used first out past a count or a total size. The newest entry always stays, however big.
 */
export class OfficeLru<T> {
  private readonly entries = new Map<string, { mark: string; value: T; size: number }>();
  private total = 0;

  constructor(private readonly limits: { entries: number; size: number }) {}

  get size(): number {
    return this.entries.size;
  }

  /** The office's value if it was made for the training mark `mark`. */
  get(officeId: string, mark: string): T | undefined {
    const entry = this.entries.get(officeId);
    if (!entry || entry.mark !== mark) return undefined;
    this.entries.delete(officeId);
    this.entries.set(officeId, entry); // most recently used last
    return entry.value;
  }

  /** The office's value whatever its mark (an older index to rebuild from), without using it. */
  peek(officeId: string): T | undefined {
    return this.entries.get(officeId)?.value;
  }

  /** Keeps `value`, of `size` (chars, bytes: the unit of the size limit), as the office's for `mark`. */
  set(officeId: string, mark: string, value: T, size: number): T {
    this.remove(officeId);
    this.entries.set(officeId, { mark, value, size });
    this.total += size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= 1) break;
      if (this.entries.size <= this.limits.entries && this.total <= this.limits.size) break;
      this.remove(oldest);
    }
    return value;
  }

  private remove(officeId: string): void {
    const entry = this.entries.get(officeId);
    if (!entry) return;
    this.entries.delete(officeId);
    this.total -= entry.size;
  }
}
