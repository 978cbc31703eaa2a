/**
 * The composer's preview (issue 18 point 4): the message as the account's first friend would receive it, in
 * chat bubbles (a new bubble where a long message is split, spec 000 §9), and the placeholders that stay empty
 * for that friend. The friend is read once, when the preview first opens (the host's `sampleFriend`).
 */
import { Fragment, useEffect, useState } from 'react';
import type { Lang } from '../../../engine/core/index.ts';
import { useWidgetServices } from '../../../engine/react/index.ts';
import { type NameOf, placeholderLabel } from '../placeholder-labels.ts';
import type { HostAnswer } from '../widget-services.ts';
import { splitMessage } from './counter.ts';
import { fillMessage, type SampleFriend } from './preview.ts';
import { composerText } from './texts.ts';

type Loaded = HostAnswer<SampleFriend> | undefined;

function useSampleFriend(): Loaded {
  const { sampleFriend } = useWidgetServices();
  const [answer, setAnswer] = useState<Loaded>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    const ask = sampleFriend
      ? Promise.resolve().then(() => sampleFriend(controller.signal))
      : Promise.resolve<HostAnswer<SampleFriend>>({ ok: false, messages: [] });
    ask
      .catch((): HostAnswer<SampleFriend> => ({ ok: false, messages: [] }))
      .then((next) => {
        if (!controller.signal.aborted) setAnswer(next);
      });
    return () => controller.abort();
  }, [sampleFriend]);
  return answer;
}

export function ComposerPreview(props: { message: string; lang: Lang; nameOf: NameOf; now(): Date }) {
  const { lang } = props;
  const friend = useSampleFriend();
  if (!friend) return <p role="status">{composerText(lang, 'loading')}</p>;
  if (!friend.ok)
    return (
      <p role="alert" className="app-composer-refusal">
        {friend.messages.join(' ') || composerText(lang, 'noItems')}
      </p>
    );
  const filled = fillMessage(props.message, friend.data, props.now(), lang, props.nameOf);
  const pieces = splitMessage(filled.text);
  const empty = filled.empty.map((placeholder) => placeholderLabel(placeholder, lang, props.nameOf));
  return (
    <section className="app-composer-preview" aria-label={composerText(lang, 'preview')}>
      <p className="app-composer-preview__who">
        {composerText(lang, 'previewFor', { name: friend.data.name })}
      </p>
      {pieces.map((piece, i) => (
        // The pieces of one text in order: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces never move.
        <Fragment key={i}>
          {i > 0 && <p className="app-composer-preview__split">{composerText(lang, 'split')}</p>}
          <p className="app-composer-bubble">{piece}</p>
        </Fragment>
      ))}
      <p className="app-composer-preview__empty">
        {empty.length > 0
          ? composerText(lang, 'emptyFor', { labels: empty.join(lang === 'en' ? ', ' : '、') })
          : composerText(lang, 'noneEmpty')}
      </p>
    </section>
  );
}
