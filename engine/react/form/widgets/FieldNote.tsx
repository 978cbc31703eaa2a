/**
 * The note a plugin's input hint puts under a control (`FieldInput.note`, e.g. a date preview). An `<output>`
 * tied to the control: screen readers announce its changes, and the control lists its id in `aria-describedby`.
 * A function, not a component: most controls have no note, and a component would still be a fiber each.
 *
 * @example {fieldNote(noteId(id, input.note), id, input.note)}
 */
export function fieldNote(id: string | undefined, htmlFor: string, text?: string) {
  if (!id || !text) return null;
  return (
    <output id={id} htmlFor={htmlFor} className="be-field__description be-field__note">
      {text}
    </output>
  );
}

/** The id of a control's note, when it has one. @example noteId('be-b1-day_to', '2026年4月') // 'be-b1-day_to-note' */
export const noteId = (id: string, text: string | undefined): string | undefined =>
  text ? `${id}-note` : undefined;

/** A control's `aria-describedby`: the frame's ids and the note's. */
export const describedWith = (
  describedBy: string | undefined,
  note: string | undefined,
): string | undefined => [describedBy, note].filter(Boolean).join(' ') || undefined;
