/**
 * The funnel's count calls (docs/decisions/funnel-evaluation.md): `POST /api/funnel/count` counts an unsaved
 * funnel (the editor's current conditions), answering the count and the paths of conditions that cannot be
 * evaluated (they match nobody).
 */
import { createCaller } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import type { ApiResult } from '../api/types.ts';

/** A count: how many friends match, and which conditions (paths like `/inputs/2`) could not be evaluated. */
export interface FunnelCount {
  count: number;
  unknown: string[];
}

/** The part of a funnel a count reads. */
export interface CountedFunnel {
  inputs: unknown[];
  with_blocked?: unknown;
  user_rate_type?: unknown;
}

export function createFunnelCountApi(api: ApiClient) {
  const { call } = createCaller(api);
  return {
    count: (funnel: CountedFunnel, signal?: AbortSignal): Promise<ApiResult<FunnelCount>> =>
      call('POST', '/api/funnel/count', {
        body: {
          json: {
            inputs: funnel.inputs,
            ...(funnel.with_blocked === undefined ? {} : { with_blocked: funnel.with_blocked }),
            ...(funnel.user_rate_type === undefined ? {} : { user_rate_type: funnel.user_rate_type }),
          },
        },
        signal,
      }),
  };
}
