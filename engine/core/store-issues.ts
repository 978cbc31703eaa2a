import type { Issue } from './validation/issue.ts';

/**
 * Issues per block with the touched fields and the "save attempted" flag, deciding which issues show:
 * warnings always (they inform and never block saving, so the operator should meet them when they apply, not
 * at save time), errors once their field was touched or a save was attempted (no red on a form not yet filled).
 * Visible lists are cached so a subscriber gets the same array until something changes for that block.
 */
export interface IssueBook {
  readonly submitted: boolean;
  set(id: string, issues: readonly Issue[]): void;
  has(id: string): boolean;
  all(id: string): readonly Issue[];
  /** Whether the block has errors (warnings do not count), shown or not. */
  hasErrors(id: string): boolean;
  visible(id: string): readonly Issue[];
  touch(id: string, pointer: string): void;
  /** Blocks whose errors show untouched, as after a save attempt (imported blocks: they were not typed here). */
  reveal(ids: Iterable<string>): void;
  /** Blocks whose errors show only where touched, even after a save attempt (untouched initial blocks). */
  setQuiet(ids: ReadonlySet<string>): void;
  submit(): void;
  /**
   * A block left the list: its issues go, but what was touched or revealed stays, since undo or redo may bring
   * the same block back, and it should then show what it showed before.
   */
  drop(id: string): void;
  /** Everything known of a block, marks included (a block arriving anew under an id that was seen before). */
  forget(id: string): void;
  clear(): void;
}

const NONE: readonly Issue[] = Object.freeze([]);

/** @example const book = createIssueBook((id) => notify(id)); book.set(id, issues); book.visible(id) */
export function createIssueBook(onChange: (id: string) => void): IssueBook {
  const byId = new Map<string, readonly Issue[]>();
  const touched = new Map<string, Set<string>>();
  const visibleCache = new Map<string, readonly Issue[]>();
  const revealed = new Set<string>();
  let submitted = false;
  let quiet: ReadonlySet<string> = new Set();

  const isShown = (id: string, issue: Issue) => {
    if (issue.severity === 'warning' || (submitted && !quiet.has(id)) || revealed.has(id)) return true;
    const fields = touched.get(id);
    if (!fields) return false;
    for (const field of fields) if (issue.path === field || issue.path.startsWith(`${field}/`)) return true;
    return false;
  };
  const refresh = (id: string) => {
    const before = visibleCache.get(id) ?? NONE;
    const shown = (byId.get(id) ?? NONE).filter((issue) => isShown(id, issue));
    const same = shown.length === before.length && shown.every((issue, i) => sameIssue(issue, before[i]));
    if (same) return false;
    visibleCache.set(id, shown.length ? shown : NONE);
    onChange(id);
    return true;
  };

  return {
    get submitted() {
      return submitted;
    },
    set(id, issues) {
      const hadErrors = hasErrorIn(byId.get(id));
      byId.set(id, issues);
      // A collapsed panel shows whether its block has errors, touched or not: wake it when that flips.
      if (!refresh(id) && hadErrors !== hasErrorIn(issues)) onChange(id);
    },
    has: (id) => byId.has(id),
    all: (id) => byId.get(id) ?? NONE,
    hasErrors: (id) => hasErrorIn(byId.get(id)),
    visible: (id) => visibleCache.get(id) ?? NONE,
    touch(id, pointer) {
      const fields = touched.get(id) ?? new Set();
      fields.add(pointer);
      touched.set(id, fields);
      refresh(id);
    },
    reveal(ids) {
      for (const id of ids) {
        revealed.add(id);
        refresh(id);
      }
    },
    setQuiet(ids) {
      const before = quiet;
      quiet = new Set(ids);
      for (const id of new Set([...before, ...quiet])) refresh(id);
    },
    submit() {
      submitted = true;
      for (const id of byId.keys()) refresh(id);
    },
    drop(id) {
      byId.delete(id);
      visibleCache.delete(id);
    },
    forget(id) {
      byId.delete(id);
      touched.delete(id);
      revealed.delete(id);
      visibleCache.delete(id);
    },
    clear() {
      quiet = new Set();
      byId.clear();
      touched.clear();
      revealed.clear();
      visibleCache.clear();
      submitted = false;
    },
  };
}

function hasErrorIn(issues: readonly Issue[] | undefined): boolean {
  return issues?.some((issue) => issue.severity === 'error') ?? false;
}

function sameIssue(a: Issue, b: Issue | undefined): boolean {
  return b !== undefined && a.path === b.path && a.code === b.code && a.message === b.message;
}
