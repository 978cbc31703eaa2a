import { withoutBidiControls } from '../../engine/core/bidi-controls.ts';

/**
 * A friend's name as the console shows it: isolated (`<bdi>`, so a right-to-left name cannot reorder what stands
 * beside it: the other names, a badge, a label) and without direction controls (U+202A–U+202E, U+2066–U+2069,
 * which would show the name itself as other text). The server refuses those controls in what operators write;
 * this covers names written before that and the LINE name, which comes from the friend
 * (docs/decisions/friend-name-bidi.md).
 *
 * @example <ShownName text={member.nickname} />
 */
export function ShownName({ text, className }: { text: string; className?: string }) {
  return <bdi className={className}>{withoutBidiControls(text)}</bdi>;
}
