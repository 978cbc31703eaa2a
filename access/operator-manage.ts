import type { Permission } from './permissions.ts';

/**
 * The permission that opens the operator and role pages, in a module of its own: the console's first chunk
 * (app/App.tsx's navigation) needs this name, not ./permissions.ts's table of every permission with its labels
 * (issue 14). ./permissions.ts re-exports it.
 *
 * @example session.permissions.includes(MANAGE_OPERATORS)
 */
export const MANAGE_OPERATORS: Permission = 'operator-manage';
