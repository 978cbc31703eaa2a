/**
 * Adds the operators area's Japanese words (./operators-ja.ts) when the area's modules load: imported for its
 * effect by every module of app/operators that uses them (app/i18n-split.test.ts checks it).
 *
 * @example import '../texts/operators-words.ts';
 */
import { addTexts } from '../i18n.ts';
import { operatorsJa } from './operators-ja.ts';

addTexts('ja', operatorsJa);
