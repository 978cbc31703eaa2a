import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';

/**
 * Summaries follow the UI language (issue 11 point 7): with `ctx.lang === 'en'` every effect says its sentence
 * in English; names come from the items; Japanese stays what it was (the server describes in Japanese).
 */
const registry = createBuiltInRegistry();
const en = createContext({
  lang: 'en',
  items: {
    tag: [
      { id: 1, name: 'VIP' },
      { id: 2, name: 'New' },
    ],
    tag_group: [{ id: 10, name: 'Campaign' }],
    template: [{ id: 3, name: 'Welcome' }],
    varia: [
      { id: 4, name: 'Points', type: 1 },
      { id: 5, name: 'Visit', type: 30 },
    ],
    scenario: [{ id: 6, name: 'Onboarding' }],
    menu: [{ id: 7, name: 'Main' }],
    episode: [{ id: 8, name: 'Seminar' }],
    response_mark: [{ id: 2, name: 'Working' }],
    event_reserve: [{ id: 9, name: 'Open day', event_menus: [{ id: 91, name: 'Online' }] }],
    common_vars: [{ id: 11, name: 'Stock', type: 2 }],
    journey_tag: [{ id: 12, name: 'Lead' }],
  },
  deleted: { tag: [99] },
});
const summary = (data: { type: number } & Record<string, unknown>) =>
  registry.get('effect', data.type)!.summary(data, en);

describe('effect summaries in English', () => {
  it.each([
    [{ type: 1, text: 'Hello there', delay_type: 0 }, 'Send "Hello ther…" now'],
    [{ type: 1, text: '', delay_type: 1, delay_min: 5, delay_max: 10 }, 'Send (no text) in 5–10 min'],
    [{ type: 12, egg_id: 3, delay_type: 2, delay_at: '09:30' }, 'Send template "Welcome" at 09:30'],
    [{ type: 12, delay_type: 0 }, 'No template chosen'],
    [{ type: 13, remove: 0, use_group: 0, tag_ids: [1, 2, 99] }, 'Add tags VIP, New, (deleted)'],
    [{ type: 13, remove: 1, use_group: 1, tag_group_id: 10 }, 'Remove the tags of folder "Campaign"'],
    [{ type: 13, remove: 2, context: { key: 'course' } }, 'Add the tags of linked data "course"'],
    [{ type: 6, var_id: 4, operand: 2, valuetype: 1, fix_value: '5' }, 'Add "5" to "Points"'],
    [
      { type: 6, var_id: 4, operand: 1, valuetype: 2, min_value: 1, max_value: 9 },
      'Set "Points" to a random number 1–9',
    ],
    [
      { type: 6, var_id: 5, operand: 1, valuetype: 3, dynamic_value: 'action_date' },
      'Set "Visit" to the action date',
    ],
    [{ type: 6, var_id: 4, operand: 4, valuetype: 1 }, 'Clear "Points"'],
    [{ type: 6, var_id: 4, operand: 1, valuetype: 1 }, '"Points": no value entered'],
    [{ type: 5, group_id: 0, move: 0 }, 'Stop the scenario'],
    [{ type: 5, group_id: 6, move: 1, date: 3, time: '09:00' }, 'Start "Onboarding" from day 3 at 09:00'],
    [{ type: 14, menu_id: 7 }, 'Switch the rich menu to "Main"'],
    [{ type: 14, menu_id: 0 }, 'Remove the rich menu'],
    [
      {
        type: 15,
        firetype: 0,
        episode_id: 8,
        goal_date_type: 'specified',
        selectionType: 'date',
        origin_date: '2026/07/01',
        origin_time: '10:00',
      },
      'Start reminder "Seminar" with the goal 2026/07/01 10:00',
    ],
    [
      { type: 15, firetype: 1, episode_id: 8, cancel_type: 1, cancel_origin_date: '2026/07/01' },
      'Cancel reminder "Seminar" (goal date 2026/07/01)',
    ],
    [
      { type: 7, notify: 2, user_rate: -1 },
      'Set the response mark to "Working" and the display state to "blocked"',
    ],
    [{ type: 7, notify: -10, user_rate: -10 }, 'No change'],
    [{ type: 16, text: 'Note' }, 'Notification "Note"'],
    [{ type: 30 }, 'Register an ad conversion'],
    [
      { type: 31, fire_type: 'make', event_slot_id: 9, event_menu_id: 91, num_of_takes: 2 },
      'Reserve 2 of "Open day" (Online)',
    ],
    [{ type: 32, common_var_id: 11, value_type: 1, operand: 3, fix_value: 4 }, 'Subtract 4 from "Stock"'],
    [{ type: 50, journey_tags: [12], method: 0 }, 'Pass phases Lead'],
  ] as const)('%o reads %s', (data, expected) => {
    expect(summary(data as never)).toBe(expected);
  });

  it('gives every effect’s examples an English summary different from its Japanese one', () => {
    const ja = createContext(demoContextInput);
    const english = createContext({ ...demoContextInput, lang: 'en' });
    for (const plugin of registry.plugins('effect'))
      for (const example of plugin.examples.valid) {
        const text = plugin.summary(example, english);
        expect(text, `${plugin.key}`).not.toBe(plugin.summary(example, ja));
        // Japanese may come only from the data and the demo items' names, never from the sentence itself.
        expect(text.replace(/"[^"]*"|\([^)]*\)|「[^」]*」/g, ''), plugin.key).not.toMatch(
          /[\u3040-\u30ff]{2,}/,
        );
      }
  });
});
