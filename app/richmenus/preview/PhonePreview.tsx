import { useEffect, useId, useState } from 'react';
import type { Bounds } from '../../../documents/richmenu.ts';
import { CANVAS_WIDTH } from '../../../plugins/shared/richmenu-actions/common.ts';
import { usePreviewTexts } from './texts.ts';
import './phone-preview.css';

/** One button as a friend taps it. */
export interface PreviewArea {
  key: string;
  number: number;
  /** Undefined while the button has no area: nothing to tap. */
  bounds: Bounds | undefined;
  /** What tapping it does, in words (the action's summary), shown in a bubble when tapped. */
  description: string;
}

/** Props of `PhonePreview`. */
export interface PhonePreviewProps {
  imageUrl: string | null;
  /** 1686 or 843. */
  height: number;
  /** The chat bar's text (メニューバーのテキスト). */
  chatBarText: string;
  /** The initial state: 1 shows the menu open, 0 closed (spec 001 §3). Changing it resets the preview. */
  selected: number;
  areas: readonly PreviewArea[];
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The rich menu as a friend sees it (issue 16 point 4): a phone-sized chat with the menu image at the bottom,
 * the chat bar with its text and a ▲/▼ toggle, open at first when the initial state is 1. Each button's area
 * is a transparent button; tapping it (or Enter) tells what it does in a bubble above the menu.
 *
 * @example <PhonePreview imageUrl={url} height={843} chatBarText="メニュー" selected={1} areas={areas} />
 */
export function PhonePreview({ imageUrl, height, chatBarText, selected, areas }: PhonePreviewProps) {
  const texts = usePreviewTexts();
  const [open, setOpen] = useState(selected === 1);
  const [tapped, setTapped] = useState<string | null>(null);
  const menuId = useId();

  // The operator switching the initial state wants to see that state.
  useEffect(() => {
    setOpen(selected === 1);
    setTapped(null);
  }, [selected]);

  const toggle = () => {
    setOpen(!open);
    setTapped(null);
  };

  return (
    <figure className="rm-phone" aria-label={texts.label}>
      <div className="rm-phone__screen">
        <div className="rm-phone__header" aria-hidden="true">
          {texts.account}
        </div>
        <div className="rm-phone__chat">
          {/* Sample talk, only there to give the menu its surroundings. */}
          <div aria-hidden="true" className="rm-phone__talk">
            {texts.incoming.map((line) => (
              <p key={line} className="rm-phone__bubble rm-phone__bubble--in">
                {line}
              </p>
            ))}
            <p className="rm-phone__bubble rm-phone__bubble--out">{texts.outgoing}</p>
          </div>
          <p className="rm-phone__tapped" role="status">
            {tapped && <span className="rm-phone__tapped-text">{tapped}</span>}
          </p>
        </div>
        {open && (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups areas on an image.
          <div
            id={menuId}
            role="group"
            aria-label={texts.menuLabel}
            className="rm-phone__menu"
            style={{ aspectRatio: `${CANVAS_WIDTH} / ${height}` }}
          >
            {imageUrl ? (
              <img className="rm-phone__image" src={imageUrl} alt="" />
            ) : (
              <p className="rm-phone__no-image">{texts.noImage}</p>
            )}
            {areas.map(
              (area) =>
                area.bounds && (
                  <button
                    key={area.key}
                    type="button"
                    className="rm-phone__area"
                    aria-label={texts.button(area.number)}
                    style={{
                      left: percent(area.bounds.x, CANVAS_WIDTH),
                      top: percent(area.bounds.y, height),
                      width: percent(area.bounds.width, CANVAS_WIDTH),
                      height: percent(area.bounds.height, height),
                    }}
                    onClick={() => setTapped(texts.tapped(area.number, area.description))}
                  />
                ),
            )}
          </div>
        )}
        <div className="rm-phone__bar">
          <span className="rm-phone__keyboard" aria-hidden="true">
            ⌨
          </span>
          <button
            type="button"
            className="rm-phone__toggle"
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            aria-label={`${chatBarText} (${open ? texts.closeMenu : texts.openMenu})`}
            onClick={toggle}
          >
            <span>{chatBarText}</span>
            <span aria-hidden="true">{open ? '▼' : '▲'}</span>
          </button>
        </div>
      </div>
    </figure>
  );
}
