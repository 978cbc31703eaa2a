import { commonVarEffect } from './common-var.ts';
import { conversionEffect } from './conversion.ts';
import { markEffect } from './mark.ts';
import { menuEffect } from './menu.ts';
import { notificationEffect } from './notification.ts';
import { phaseEffect } from './phase.ts';
import { reminderEffect } from './reminder/index.ts';
import { reservationEffect } from './reservation/index.ts';
import { scenarioEffect } from './scenario.ts';
import { tagEffect } from './tag.ts';
import { templateEffect } from './template.ts';
import { textEffect } from './text.ts';
import { varEffect } from './var/index.ts';

/**
 * The built-in effect plugins (spec 000 §2.4), in the order the add menu offers them. Notification (16) is
 * not listed (it never shows in the menu) but stays registered so saved actions load and save.
 */
export const effectPlugins = [
  textEffect,
  templateEffect,
  tagEffect,
  varEffect,
  scenarioEffect,
  menuEffect,
  reminderEffect,
  markEffect,
  notificationEffect,
  conversionEffect,
  reservationEffect,
  commonVarEffect,
  phaseEffect,
] as const;

/**
 * Effect types registered beyond the specification's catalogue (../shared/spec/CATALOGUE.md). The index test
 * refuses a registered type that is neither catalogued nor named here.
 *
 * @example EFFECT_ADDITIONS.includes(42) // false: every effect today is catalogued
 */
export const EFFECT_ADDITIONS: readonly number[] = [];
