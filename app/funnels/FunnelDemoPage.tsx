import { useRef, useState } from 'react';
import { EXTERNAL_CONTEXT_EVENT_FLAG, MEMBER_FILTER_FLAG } from '../../plugins/conditions/index.ts';
import { useI18n } from '../page-i18n.ts';
import { idOfText, navigate, useLocation } from '../router.tsx';
import { FUNNEL_USES, type FunnelUse, funnelDemoPath, funnelUseOf } from './demo-paths.ts';
import type { FunnelMode } from './document.ts';
import { FunnelEditor, type FunnelFinisher } from './FunnelEditor.tsx';
import type { FunnelDocument } from './funnel-api.ts';

const MODES: readonly FunnelMode[] = ['editor', 'funneling', 'board'];
const FINISHERS: readonly FunnelFinisher[] = ['post', 'emit', 'postemit'];

/** The context flags each use gives the editor (one object each, so the editor's context is not rebuilt). */
const USE_FLAGS: Record<FunnelUse, Readonly<Record<string, unknown>> | undefined> = {
  plain: undefined,
  event: { [EXTERNAL_CONTEXT_EVENT_FLAG]: true },
  member: { [MEMBER_FILTER_FLAG]: true },
};

const pick = <T extends string>(value: string | null, choices: readonly T[], fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

/**
 * The funnel editor as other screens embed it (spec 001 §2 "a reusable panel or modal with three modes"): the
 * mode, the finisher, the saved funnel to open and the caller's use are chosen here and kept in the address
 * (?mode=board&finisher=post&fid=12&use=event), and what the editor hands over is shown. A save puts the
 * funnel's id in the address, so a reload reopens it, in any mode. The use plays the embedding screen's context
 * (spec 001 §6): an external context event offers 外部API連携 (115), a member filter hides 共通情報 (77); the
 * editor stays open across a change of use, and its add menu follows.
 */
export default function FunnelDemoPage() {
  const { t } = useI18n();
  const { query } = useLocation();
  const mode = pick(query.get('mode'), MODES, 'board');
  const finisher = pick(query.get('finisher'), FINISHERS, 'emit');
  const fid = idOfText(query.get('fid')) ?? null;
  const use = funnelUseOf(query.get('use'));
  // The funnel the editor was opened on (null: a new one), and the id its own save gave it. A save only moves
  // the address to that id (the editor stays, with its undo history); any other fid in the address reopens the
  // editor on it (a new `opening`, so a new editor even when the opened id is the same, null for null).
  const [opening, setOpening] = useState<{ fid: number | null; count: number }>({ fid, count: 0 });
  const saved = useRef<number | null>(null);
  const current = saved.current ?? opening.fid;
  if (fid !== current) {
    saved.current = null;
    setOpening({ fid, count: opening.count + 1 });
  }
  const [emitted, setEmitted] = useState<FunnelDocument | null>(null);
  const go = (choice: { mode: FunnelMode; finisher: FunnelFinisher; fid: number | null; use: FunnelUse }) => {
    setEmitted(null);
    navigate(funnelDemoPath(choice), { replace: true });
  };

  return (
    <div className="app-page app-funnel-demo">
      <h1 className="app-title">{t('funnelDemoTitle')}</h1>
      <p className="app-lead">{t('funnelDemoLead')}</p>
      <div className="app-funnel-demo__controls">
        <RadioChoice
          legend={t('funnelDemoMode')}
          name="mode"
          values={MODES}
          value={mode}
          label={(value) => t(`funnelDemoMode_${value}`)}
          onPick={(value) => go({ mode: value, finisher, fid: current, use })}
        />
        <RadioChoice
          legend={t('funnelDemoFinisher')}
          name="finisher"
          values={FINISHERS}
          value={finisher}
          label={(value) => t(`funnelDemoFinisher_${value}`)}
          onPick={(value) => go({ mode, finisher: value, fid: current, use })}
        />
        <RadioChoice
          legend={t('funnelDemoUse')}
          name="use"
          values={FUNNEL_USES}
          value={use}
          label={(value) => t(`funnelDemoUse_${value}`)}
          // Only the address changes: the editor stays, with its edits, and offers what the new use allows.
          onPick={(value) =>
            navigate(funnelDemoPath({ mode, finisher, fid: current, use: value }), { replace: true })
          }
        />
      </div>
      <div className="app-funnel-demo__opened">
        <p data-testid="funnel-demo-fid" data-fid={current ?? 'new'}>
          {current === null ? t('funnelDemoNew') : t('funnelDemoOpened', { fid: current })}
        </p>
        {current !== null && (
          <button
            type="button"
            className="app-button app-button--quiet"
            onClick={() => go({ mode, finisher, fid: null, use })}
          >
            {t('funnelDemoStartNew')}
          </button>
        )}
      </div>
      <FunnelEditor
        // A switch of mode or finisher reopens the funnel shown, saved or loaded, in the new setting.
        key={`${mode}:${finisher}:${opening.count}`}
        mode={mode}
        finisher={finisher}
        fid={current}
        flags={USE_FLAGS[use]}
        leaveGuard={false}
        onEmit={setEmitted}
        onSaved={({ fid: savedFid }) => {
          saved.current = savedFid;
          navigate(funnelDemoPath({ mode, finisher, fid: savedFid, use }), { replace: true, force: true });
        }}
      />
      <section className="app-funnel-demo__emitted" aria-labelledby="funnel-demo-emitted">
        <h2 id="funnel-demo-emitted" className="app-heading">
          {t('funnelDemoEmitted')}
        </h2>
        <pre className="app-demo-value" data-testid="funnel-emitted">
          {emitted ? JSON.stringify(emitted, null, 2) : t('funnelDemoNothing')}
        </pre>
      </section>
    </div>
  );
}

/** One of the demo's settings: a group of radio buttons named by its legend. */
function RadioChoice<T extends string>(props: {
  legend: string;
  name: string;
  values: readonly T[];
  value: T;
  label(value: T): string;
  onPick(value: T): void;
}) {
  return (
    <fieldset className="app-funnel-demo__choice">
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <label key={value} className="app-check">
          <input
            type="radio"
            name={props.name}
            checked={props.value === value}
            onChange={() => props.onPick(value)}
          />
          {props.label(value)}
        </label>
      ))}
    </fieldset>
  );
}
