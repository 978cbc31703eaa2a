import { type Registry, withBlockLabels } from '../../engine/core/index.ts';
import {
  evaluateFunnel,
  type FunnelInputs,
  type FunnelQuery,
  unknownConditions,
} from '../conditions/meanings.ts';
import type { FriendFacts, Verdict } from '../shared/conditions/meaning.ts';
import type { DryRunContext, DryRunLine } from '../shared/effects/dry-run.ts';
/** An effect's condition for the friend: none (always runs), or the saved funnel's verdict. */
export type DryRunCondition = { funnel_id: number; name: string; matches: Verdict } | null;

/** One effect of the dry run, in the action's order. */
export interface DryRunEffect {
  /** 1-based, as the editor numbers its rows. */
  number: number;
  type: number | null;
  label: string;
  summary: string;
  condition: DryRunCondition;
  /** Whether the effect would run: no condition, or its condition matches. */
  runs: boolean;
  lines: DryRunLine[];
}

/** What running the whole action needs: the registry, names, the funnels of the conditions, evaluation inputs. */
export interface ActionDryRunContext extends DryRunContext {
  registry: Registry;
  inputs: FunnelInputs;
  /** A saved funnel by id with its name, or undefined (deleted, another account's). */
  funnel(id: number): { name: string; body: FunnelQuery } | undefined;
}

const UNAVAILABLE: DryRunLine = { kind: 'note', code: 'unavailable' };

/** A funnel's verdict: true, false, or unknown when it did not match and holds a condition that cannot be evaluated. */
function funnelVerdict(funnel: FunnelQuery, friend: FriendFacts, inputs: FunnelInputs): Verdict {
  if (evaluateFunnel(funnel, friend, inputs)) return true;
  return unknownConditions(funnel, inputs).length > 0 ? 'unknown' : false;
}

function conditionOf(effect: Record<string, unknown>, friend: FriendFacts, ctx: ActionDryRunContext) {
  const id = effect.member_query_id;
  if (id === undefined || id === null || id === 0) return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    return { funnel_id: 0, name: '', matches: 'unknown' as const };
  const funnel = ctx.funnel(id);
  if (!funnel) return { funnel_id: id, name: '', matches: 'unknown' as const };
  return { funnel_id: id, name: funnel.name, matches: funnelVerdict(funnel.body, friend, ctx.inputs) };
}

/**
 * An action's dry run for one friend (issue 19 point 6): each effect in order, its condition evaluated over
 * the friend as the effects before it left them, and its lines; an effect whose condition does not match (or
 * cannot be evaluated) does not run and changes nothing. A broken or unknown effect says it cannot be shown.
 * Nothing is written: the friend's state is a copy passed from effect to effect.
 *
 * @example dryRunAction([{ type: 13, remove: 0, tag_ids: [3] }], friend, ctx)[0].lines
 * // [{ kind: 'tag-add', names: ['VIP会員'], already: [] }]
 */
export function dryRunAction(
  effects: readonly unknown[],
  friend: FriendFacts,
  ctx: ActionDryRunContext,
): DryRunEffect[] {
  const labelled = withBlockLabels(ctx.plugin, ctx.registry);
  let state = friend;
  return effects.map((raw, i): DryRunEffect => {
    const effect =
      raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const type = typeof effect.type === 'number' ? effect.type : null;
    const plugin = type === null ? undefined : ctx.registry.get('effect', type);
    const dryRun = type === null ? undefined : ctx.registry.extras('effect', type)?.dryRun;
    let summary = '';
    try {
      summary = plugin ? plugin.summary(effect, labelled) : '';
    } catch {
      summary = '';
    }
    const base = {
      number: i + 1,
      type,
      label: plugin?.label.ja ?? (type === null ? '不明な要素' : `不明な要素(種別 ${type})`),
      summary,
    };
    const condition = conditionOf(effect, state, ctx);
    if (condition && condition.matches !== true) return { ...base, condition, runs: false, lines: [] };
    if (!plugin || !dryRun) return { ...base, condition, runs: true, lines: [UNAVAILABLE] };
    try {
      const step = dryRun(effect, state, ctx);
      state = step.next;
      return { ...base, condition, runs: true, lines: step.lines };
    } catch {
      // A plugin's bug shows as one effect that cannot be shown, never as a failed dry run.
      return { ...base, condition, runs: true, lines: [UNAVAILABLE] };
    }
  });
}
