/**
 * The boundary of a dialog loaded when first opened (the condition slide-in, the item picker, the dry run): the
 * dialog's own frame shows at once with 読み込み中... while the chunk loads, and with an error and 再試行 when it
 * fails, so the operator sees where the dialog will be and can try again.
 *
 * @example <LazyModalPart lang="ja" frame={{ size: 'medium', title, closeLabel: '閉じる', onClose }}><picker.Component … /></LazyModalPart>
 */
import type { ReactNode } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import { translate } from '../page-i18n.ts';
import { LazyBoundary } from './LazyBoundary.tsx';
import { ModalFrame, type ModalFrameProps } from './ModalFrame.tsx';

/** Props of `LazyModalPart`. */
export interface LazyModalPartProps {
  lang: Lang;
  /** The dialog's frame (title, close, size) around what it holds now: the loading state, the error, or the part. */
  frame: Omit<ModalFrameProps, 'children'>;
  children: ReactNode;
}

export function LazyModalPart({ lang, frame: frameProps, children }: LazyModalPartProps) {
  const frame = (body: ReactNode) => <ModalFrame {...frameProps}>{body}</ModalFrame>;
  return (
    <LazyBoundary
      loading={frame(
        <p className="app-loading" role="status">
          <span className="app-spinner" aria-hidden="true" />
          {translate(lang, 'loading')}
        </p>,
      )}
      failed={(retry) =>
        frame(
          <div role="alert" className="app-part-failed">
            <p>{translate(lang, 'partLoadFailed')}</p>
            <button type="button" className="app-button" onClick={retry}>
              {translate(lang, 'retry')}
            </button>
          </div>,
        )
      }
    >
      {children}
    </LazyBoundary>
  );
}
