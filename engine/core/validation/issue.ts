import type { Severity } from '../plugin.ts';

/**
 * A validation finding, as data. `path` is a JSON Pointer: relative to the block for block validation,
 * into the whole document for document validation.
 *
 * @example { path: '/inputs/0/text', code: 'required', message: 'メッセージ本文を入力してください', severity: 'error' }
 */
export interface Issue {
  path: string;
  code: string;
  message: string;
  severity: Severity;
  params?: Record<string, unknown>;
  /** Set by a rule marked `unfilled`: the operator has not filled this in yet (see `isUnfilled`). */
  unfilled?: true;
}

/** Escapes one JSON Pointer segment (RFC 6901). @example pointerSegment('a/b') // 'a~1b' */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Splits a JSON Pointer into segments. @example parsePointer('/inputs/0') // ['inputs', '0'] */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Joins a prefix pointer and a relative pointer. @example joinPointer('/inputs/2', '/text') // '/inputs/2/text' */
export function joinPointer(prefix: string, relative: string): string {
  return prefix + relative;
}

/** Prefixes every issue's path, e.g. to turn block-relative issues into document issues. */
export function prefixIssues(issues: readonly Issue[], prefix: string): Issue[] {
  return issues.map((issue) => ({ ...issue, path: joinPointer(prefix, issue.path) }));
}

/** True when any issue would block saving. */
export function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}
