/**
 * The longest texts a new operator may have, in characters: the server's route schema refuses longer ones
 * (422 on the field) and the console's add-operator form gives its inputs the same `maxLength`, so the two
 * cannot drift apart. The spec shows no operator creation; the numbers are ours (docs/decisions/operators.md).
 *
 * @example <input maxLength={OPERATOR_TEXT_LIMITS.login_id} />
 */
export const OPERATOR_TEXT_LIMITS = { login_id: 100, name: 100, password: 200 } as const;
