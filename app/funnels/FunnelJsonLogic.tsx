/**
 * JSONエクスポート / JSONインポート of the funnel editor (issue 19 point 5, docs/decisions/funnel-json-logic.md):
 * the conditions and display options being edited (saved or not) as JSON Logic to copy or download, and JSON
 * Logic pasted back in. An import replaces the conditions as one edit that 元に戻す undoes, and sets the two
 * display options; nothing is saved until 保存, which validates as always. Texts are shown as text, never markup.
 */
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { Registry } from '../../engine/core/index.ts';
import type { FunnelLogicFields, FunnelQuery } from '../../plugins/conditions/json-logic.ts';
import { useI18n } from '../page-i18n.ts';
import { AlertBox } from '../ui/AlertBox.tsx';

type Panel = null | 'export' | 'import';

/**
 * The JSON Logic reading and writing, fetched when a panel first needs it: most funnel edits never export, and
 * the editor's chunk stays within its budget (issue 14). The condition plugins' own forms come with the plugins.
 */
const jsonLogicModule = () => import('../../plugins/conditions/json-logic.ts');

/** Props of `useFunnelJsonLogic`. */
export interface FunnelJsonLogicOptions {
  registry: Registry;
  /** The funnel as it would be saved now. */
  current(): FunnelQuery;
  /** Puts an import in the editor (the conditions as one undo step, the display options). */
  apply(funnel: FunnelLogicFields): void;
  /** The file name's id (a saved funnel's fid). */
  fid: number | null;
}

/**
 * The two buttons (for beside the conditions' heading) and the open panel (for under it).
 *
 * @example const json = useFunnelJsonLogic({ registry, current, apply, fid }); <>{json.tools}{json.panel}</>
 */
export function useFunnelJsonLogic(options: FunnelJsonLogicOptions) {
  const { t } = useI18n();
  const [panel, setPanel] = useState<Panel>(null);
  const [exported, setExported] = useState('');
  const [copied, setCopied] = useState<'' | 'done' | 'failed'>('');
  const [pasted, setPasted] = useState('');
  const [importError, setImportError] = useState<string | null>(null);
  const [imported, setImported] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const ids = useId();
  const toggles = { export: useRef<HTMLButtonElement>(null), import: useRef<HTMLButtonElement>(null) };

  // Escape closes the panel from anywhere inside it, and the keyboard goes back to the button that opened it.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || panel === null || event.defaultPrevented) return;
    event.preventDefault();
    const toggle = toggles[panel].current;
    setPanel(null);
    toggle?.focus();
  };

  /** The module, or null (said in the panel) when it cannot be fetched: the network is gone. */
  const loadJsonLogic = async () => {
    try {
      const module = await jsonLogicModule();
      setUnavailable(false);
      return module;
    } catch {
      setUnavailable(true);
      return null;
    }
  };

  const open = async (next: Panel) => {
    setPanel(panel === next ? null : next);
    setCopied('');
    setImportError(null);
    setImported(false);
    if (next !== 'export' || panel === 'export') return;
    // The funnel as it is when the panel opens (read before the wait: edits made meanwhile come with a reopen).
    const funnel = options.current();
    setExported('');
    const module = await loadJsonLogic();
    if (module) setExported(JSON.stringify(module.exportFunnelLogic(funnel, options.registry), null, 2));
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exported);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([exported], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `funnel-${options.fid ?? 'new'}.jsonlogic.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const runImport = async () => {
    setImported(false);
    let logic: unknown;
    try {
      logic = JSON.parse(pasted);
    } catch {
      setImportError(t('funnelJsonNotJson'));
      return;
    }
    const module = await loadJsonLogic();
    if (!module) return;
    const read = module.importFunnelLogic(logic, options.registry);
    if (!read.ok) {
      setImportError(module.refusalMessage(read.refusal));
      return;
    }
    options.apply(read.funnel);
    setImportError(null);
    setImported(true);
  };

  const tools = (
    <div className="app-funnel-json__tools">
      <button
        type="button"
        className="app-button app-button--quiet"
        ref={toggles.export}
        aria-expanded={panel === 'export'}
        aria-controls={`${ids}-panel`}
        onClick={() => void open('export')}
      >
        {t('funnelJsonExport')}
      </button>
      <button
        type="button"
        className="app-button app-button--quiet"
        ref={toggles.import}
        aria-expanded={panel === 'import'}
        aria-controls={`${ids}-panel`}
        onClick={() => void open('import')}
      >
        {t('funnelJsonImport')}
      </button>
    </div>
  );

  const body =
    panel === 'export' ? (
      <>
        <h3 className="app-funnel-json__heading">{t('funnelJsonExport')}</h3>
        <p className="app-funnel-conditions__hint">{t('funnelJsonExportHint')}</p>
        <label className="app-field" htmlFor={`${ids}-out`}>
          <span>{t('funnelJsonLogic')}</span>
          <textarea
            id={`${ids}-out`}
            className="app-input app-funnel-json__text"
            readOnly
            rows={10}
            value={exported}
            data-testid="funnel-json-export"
          />
        </label>
        <div className="app-funnel-json__actions">
          <button type="button" className="app-button" onClick={() => void copy()}>
            {t('funnelJsonCopy')}
          </button>
          <button type="button" className="app-button app-button--quiet" onClick={download}>
            {t('funnelJsonDownload')}
          </button>
          <span role="status" className="app-funnel-json__status">
            {copied === 'done' ? t('funnelJsonCopied') : copied === 'failed' ? t('funnelJsonCopyFailed') : ''}
          </span>
        </div>
      </>
    ) : panel === 'import' ? (
      <>
        <h3 className="app-funnel-json__heading">{t('funnelJsonImport')}</h3>
        <p className="app-funnel-conditions__hint">{t('funnelJsonImportHint')}</p>
        <label className="app-field" htmlFor={`${ids}-in`}>
          <span>{t('funnelJsonPaste')}</span>
          <textarea
            id={`${ids}-in`}
            className="app-input app-funnel-json__text"
            rows={10}
            value={pasted}
            aria-invalid={importError !== null}
            aria-describedby={importError !== null ? `${ids}-error` : undefined}
            onChange={(event) => setPasted(event.target.value)}
            data-testid="funnel-json-import"
          />
        </label>
        {importError !== null && (
          <div id={`${ids}-error`}>
            <AlertBox
              tone="error"
              lines={[t('funnelJsonImportFailed'), importError]}
              testId="funnel-json-error"
            />
          </div>
        )}
        {imported && (
          <AlertBox tone="success" lines={[t('funnelJsonImported')]} testId="funnel-json-imported" />
        )}
        <div className="app-funnel-json__actions">
          <button
            type="button"
            className="app-button"
            onClick={() => void runImport()}
            disabled={pasted.trim() === ''}
          >
            {t('funnelJsonRead')}
          </button>
        </div>
      </>
    ) : null;

  const shown = (
    <section
      id={`${ids}-panel`}
      className="app-funnel-json"
      hidden={panel === null}
      aria-label={panel === 'import' ? t('funnelJsonImport') : t('funnelJsonExport')}
      onKeyDown={closeOnEscape}
    >
      {unavailable && (
        <AlertBox tone="error" lines={[t('funnelJsonUnavailable')]} testId="funnel-json-unavailable" />
      )}
      {body}
    </section>
  );

  return { tools, panel: shown };
}
