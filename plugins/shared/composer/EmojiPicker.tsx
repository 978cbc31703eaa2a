/**
 * The composer's emoji picker (spec 000 §2.3, §9: it opens 400 ms after it is asked for). The picker is
 * emoji-picker-element, a maintained web component that works in every modern browser (custom elements and
 * IndexedDB), with its emoji data bundled as an asset of this build (emoji-picker-element-data, Japanese or
 * English names): no CDN is asked. The spec's "Chrome only" hint shows only where custom elements are missing.
 * Its code and data load when the picker first opens.
 */
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../../engine/core/index.ts';
import { composerText } from './texts.ts';

/** The delay between asking for the picker and its opening (spec 000 §9). */
export const EMOJI_PICKER_DELAY_MS = 400;

async function createPicker(lang: Lang): Promise<HTMLElement> {
  const [{ Picker }, i18n, data] = await Promise.all([
    import('emoji-picker-element'),
    lang === 'en'
      ? import('emoji-picker-element/i18n/en.js').then((module) => module.default)
      : import('emoji-picker-element/i18n/ja.js').then((module) => module.default),
    lang === 'en'
      ? import('emoji-picker-element-data/en/cldr/data.json?url')
      : import('emoji-picker-element-data/ja/cldr/data.json?url'),
  ]);
  return new Picker({ locale: lang, dataSource: data.default, i18n });
}

type PickerState = 'closed' | 'opening' | 'open';

export function EmojiPicker(props: { lang: Lang; onPick(emoji: string): void }) {
  const { lang } = props;
  const [state, setState] = useState<PickerState>('closed');
  const host = useRef<HTMLDivElement>(null);
  const onPick = useRef(props.onPick);
  onPick.current = props.onPick;

  useEffect(() => {
    if (state !== 'opening') return;
    const timer = setTimeout(() => setState('open'), EMOJI_PICKER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state !== 'open' || typeof customElements === 'undefined') return;
    let live = true;
    let picker: HTMLElement | undefined;
    createPicker(lang).then(
      (created) => {
        if (!live || !host.current) return;
        picker = created;
        created.addEventListener('emoji-click', (event) => {
          const emoji = (event as CustomEvent<{ unicode?: string }>).detail.unicode;
          if (!emoji) return;
          setState('closed');
          onPick.current(emoji);
        });
        host.current.append(created);
      },
      () => live && setState('closed'),
    );
    return () => {
      live = false;
      picker?.remove();
    };
  }, [state, lang]);

  return (
    <>
      <button
        type="button"
        className="be-button be-button--small app-composer-emoji-toggle"
        aria-expanded={state === 'open'}
        onClick={() => setState(state === 'closed' ? 'opening' : 'closed')}
      >
        {composerText(lang, 'emoji')}
      </button>
      {state === 'open' &&
        (typeof customElements === 'undefined' ? (
          <p role="status">{composerText(lang, 'emojiHint')}</p>
        ) : (
          <div ref={host} className="app-composer-emoji" />
        ))}
    </>
  );
}
