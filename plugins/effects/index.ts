import { scenarioEffect } from './scenario.ts';
import { tagEffect } from './tag.ts';
import { textEffect } from './text.ts';
import { varEffect } from './var.ts';

/** The built-in effect plugins (spec 000 §2.4), in the order the add menu offers them. */
export const effectPlugins = [textEffect, tagEffect, varEffect, scenarioEffect] as const;
