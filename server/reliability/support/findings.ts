/** Problems counted once each, with where they were first seen (a file is checked again after every kill). */
export class Findings {
  private readonly first = new Map<string, string>();

  note(where: string, found: readonly string[]): void {
    for (const what of found) if (!this.first.has(what)) this.first.set(what, `${where}: ${what}`);
  }

  get count(): number {
    return this.first.size;
  }

  firstFew(): string[] {
    return [...this.first.values()].slice(0, 10);
  }
}
