import { useState } from 'react';
import { useBlockEditor } from './editor-context.tsx';
import { useEditorSnapshot } from './hooks.ts';
import { uiText } from './texts.ts';

/**
 * The last refused operation (e.g. 既に追加されています) as an alert. The live region is always present so that
 * assistive technology announces the text when it appears; the next accepted operation clears it.
 *
 * @example <RefusalAlert />  // inside <BlockEditorProvider>
 */
export function RefusalAlert() {
  const { store, lang } = useBlockEditor();
  const refusal = useEditorSnapshot(store, (snapshot) => snapshot.refusal);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const shown = refusal && refusal !== dismissed ? refusal : undefined;
  return (
    <div role="alert" className={shown ? 'be-alert' : 'be-alert be-alert--empty'}>
      {shown && (
        <>
          <span className="be-alert__text">
            {store.registry.message(shown.issue.code, lang, shown.issue.params)}
          </span>
          <button type="button" className="be-button be-button--small" onClick={() => setDismissed(shown)}>
            {uiText(lang, 'dismiss')}
          </button>
        </>
      )}
    </div>
  );
}
