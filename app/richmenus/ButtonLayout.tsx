import { type ReactNode, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { EditorBlock, EditorStore, Registry } from '../../engine/core/index.ts';
import { AreaList, type CanvasArea, RichMenuCanvas, useCanvasTexts } from './canvas/index.ts';
import { richMenuTemplates } from './canvas/templates.ts';
import { PhonePreview } from './preview/index.ts';
import { useRichmenuTexts } from './texts.ts';

type Bounds = NonNullable<CanvasArea['bounds']>;

/** Props of `ButtonLayout`. */
export interface ButtonLayoutProps {
  store: EditorStore;
  registry: Registry;
  height: number;
  imageUrl: string | null;
  chatBarText: string;
  initialState: 0 | 1;
  selected: string | null;
  /** Shown right under the canvas: what the canvas refused (an area drawn past the 20th). */
  canvasNotice?: ReactNode;
  onSelect(key: string | null): void;
  onChange(key: string, bounds: Bounds): void;
  onCreate(bounds: Bounds): void;
  /** A template's areas, or null for the reset. */
  onTemplate(areas: readonly Bounds[] | null): void;
}

/**
 * The buttons' layout (spec 001 §2, §4; issue 16 points 3 and 4): the templates, the canvas with its list of
 * areas, and the phone preview. It reads the buttons from the store itself, so an edit of a button (a keystroke in
 * its label) re-renders this layout and the button's panel, not the whole editor page (DESIGN §6).
 *
 * @example <ButtonLayout store={store} registry={registry} height={1686} … />
 */
export function ButtonLayout(props: ButtonLayoutProps) {
  const { store, registry, height } = props;
  const texts = useRichmenuTexts();
  const canvasTexts = useCanvasTexts();
  const [grid, setGrid] = useState(true);
  const blocks = useSyncExternalStore(store.subscribe, store.getBlocks, store.getBlocks);
  const summaryOf = useCallback(
    (block: EditorBlock) => {
      const plugin = registry.get(block.kind, block.type);
      try {
        return plugin ? plugin.summary(block.data as never, store.getContext()) : '';
      } catch {
        return '';
      }
    },
    [registry, store],
  );
  const areas = useMemo<CanvasArea[]>(
    () =>
      blocks.map((block, index) => ({
        key: block.id,
        number: index + 1,
        summary: summaryOf(block),
        bounds: block.data.bounds as CanvasArea['bounds'],
      })),
    [blocks, summaryOf],
  );
  const templates = richMenuTemplates(height);
  return (
    <section className="rm-section rm-layout" aria-labelledby="rm-canvas-heading">
      <div className="rm-layout__main">
        <h2 id="rm-canvas-heading" className="de-heading">
          {texts.canvasHeading}
        </h2>
        <fieldset className="rm-templates">
          <legend className="rm-templates__label">{texts.templates}</legend>
          {templates.map((template) => (
            <button
              key={template.key}
              type="button"
              className="app-button rm-template"
              onClick={() => props.onTemplate(template.areas)}
            >
              {canvasTexts.templates[template.key as keyof typeof canvasTexts.templates] ?? template.key}
            </button>
          ))}
          <button
            type="button"
            className="app-button app-button--quiet"
            onClick={() => props.onTemplate(null)}
          >
            {texts.templateReset}
          </button>
        </fieldset>
        <p className="rm-hint">{texts.templatesHint}</p>
        <label className="rm-grid">
          <input type="checkbox" checked={grid} onChange={(event) => setGrid(event.target.checked)} />
          {texts.grid}
        </label>
        <RichMenuCanvas
          imageUrl={props.imageUrl}
          height={height}
          areas={areas}
          selectedKey={props.selected}
          onSelect={props.onSelect}
          onChange={props.onChange}
          onCreate={props.onCreate}
          grid={grid ? 10 : 0}
        />
        {props.canvasNotice}
        <AreaList
          areas={areas}
          height={height}
          selectedKey={props.selected}
          onSelect={props.onSelect}
          onChange={props.onChange}
        />
      </div>
      <aside className="rm-layout__preview" aria-label={texts.preview}>
        <h2 className="de-heading">{texts.preview}</h2>
        <PhonePreview
          imageUrl={props.imageUrl}
          height={height}
          chatBarText={props.chatBarText}
          selected={props.initialState}
          areas={areas.map((area) => ({
            key: area.key,
            number: area.number,
            bounds: area.bounds,
            description: area.summary,
          }))}
        />
      </aside>
    </section>
  );
}
