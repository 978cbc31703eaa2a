import { useFocusBackAfter } from '../../engine/react/use-focus-back.ts';

/** Props of `FormButtons`. */
export interface FormButtonsProps {
  cancelLabel: string;
  submitLabel: string;
  /** The form is being sent: the submit button is disabled and says so. */
  busy: boolean;
  onCancel(): void;
}

/**
 * The cancel and submit buttons at the foot of a form in a dialog.
 *
 * @example <FormButtons cancelLabel="キャンセル" submitLabel="登録" busy={busy} onCancel={close} />
 */
export function FormButtons({ cancelLabel, submitLabel, busy, onCancel }: FormButtonsProps) {
  // Disabled while sending, the submit button drops the focus to <body>, outside the dialog, where Tab and Escape
  // no longer reach it: when the form is still here after the answer (a refusal), the button takes it back.
  const submit = useFocusBackAfter(busy);
  return (
    <div className="app-form-buttons">
      <button type="button" className="app-button" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        ref={submit}
        type="submit"
        className="app-button app-button--primary"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {submitLabel}
      </button>
    </div>
  );
}
