import { describe, expect, it } from 'vitest';
import { createContext, withBlockLabels } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';

/**
 * Condition summaries follow the UI language (issue 11 point 7): with `ctx.lang === 'en'` each condition says
 * its sentence in English, as the funnel editor's panels, the condition slide-in and 条件 ON show it.
 */
const registry = createBuiltInRegistry();
// Labelled by the registry, as the editor store and the server do: the or-group names the kinds it holds.
const en = withBlockLabels(
  createContext({
    lang: 'en',
    items: {
      tag: [
        { id: 1, name: 'VIP' },
        { id: 2, name: 'New' },
      ],
      tag_group: [{ id: 10, name: 'Campaign' }],
      varia: [
        { id: 4, name: 'Points', type: 1 },
        { id: 5, name: 'Visit', type: 30 },
        { id: 6, name: 'Blood', type: 20, choices: ['A', 'B'] },
      ],
      scenario: [{ id: 7, name: 'Onboarding' }],
      response_mark: [
        { id: 2, name: 'Working' },
        { id: 3, name: 'Done' },
      ],
      form: [{ id: 8, name: 'Survey' }],
      menu: [{ id: 9, name: 'Main' }],
    },
  }),
  registry,
);
const summary = (data: { type: number } & Record<string, unknown>) =>
  registry.get('condition', data.type)!.summary(data, en);

describe('condition summaries in English', () => {
  it.each([
    [{ type: 60, use_group: 0, tag_ids: [1, 2], tag_or: 2 }, 'Tags: none of "VIP", "New"'],
    [{ type: 60, use_group: 1, tag_group_id: 10, tag_or: 0 }, 'Tags in folder "Campaign": any of them'],
    [{ type: 75, var_id: 4, match: 10, query: '5' }, 'Friend info "Points" is at least 5'],
    [{ type: 75, var_id: 6, match: 0, query: 'A' }, 'Friend info "Blood": "A" chosen'],
    [
      { type: 75, var_id: 5, match: 20, year_from: 2026, month_from: 4, day_from: 1 },
      'Friend info "Visit" is Apr 1, 2026',
    ],
    [
      { type: 75, var_id: 5, match: 20, range_search: 1, month_from: 4, month_to: 6 },
      'Friend info "Visit" is within Apr–Jun every year',
    ],
    [
      { type: 75, var_id: 5, match: 30, elapsed_period_from: 3, elapsed_period_scale: 'month' },
      'Friend info "Visit": 3 months elapsed',
    ],
    [
      { type: 75, var_id: 5, match: 31, remaining_period_scale: 'day' },
      'Friend info "Visit": no period entered',
    ],
    [
      { type: 11, names: 'Yamada Sato', use_name: 1, use_short_name: 1, use_nickname: 0 },
      'Name (display name, system name) contains any of "Yamada", "Sato"',
    ],
    [{ type: 20, memos: 'call back' }, 'Memo contains "call back"'],
    [{ type: 41, group_id: 7, match: 2, date: 3 }, 'Scenario "Onboarding": sent up to day 3'],
    [{ type: 50, notify: [2, 3] }, 'Response mark: any of "Working", "Done"'],
    [{ type: 95, form_id: 8, match: 10 }, 'Form "Survey" not answered'],
    [{ type: 93, match: 1, richmenu_id: 9 }, 'Rich menu "Main" is set'],
    [{ type: 30, date_from: '2026/04/01' }, 'Friend registration date: from 2026/04/01'],
    [{ type: 120, inputs: [{ type: 60 }, { type: 60 }, { type: 11 }] }, 'Any of (3: Tags×2, Name)'],
  ] as const)('%o reads %s', (data, expected) => {
    expect(summary(data as never)).toBe(expected);
  });

  it('gives every condition’s examples an English summary different from its Japanese one', () => {
    const ja = createContext(demoContextInput);
    const english = createContext({ ...demoContextInput, lang: 'en' });
    for (const plugin of registry.plugins('condition'))
      for (const example of plugin.examples.valid) {
        const text = plugin.summary(example, english);
        expect(text, plugin.key).not.toBe(plugin.summary(example, ja));
        // Japanese may come only from the data and the demo items' names, never from the sentence itself.
        expect(text.replace(/"[^"]*"|\([^)]*\)/g, ''), plugin.key).not.toMatch(
          /[\u3040-\u30ff\u4e00-\u9fff]/,
        );
      }
  });
});
