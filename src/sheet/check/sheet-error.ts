import { snapshot } from '../../internal/snapshot.js';
import type { Sheet } from '../types.js';
import { Findings, problemsError } from './findings.js';
import { Reader } from './read.js';
import { readSheet } from './read-sheet.js';

/**
 * `value` read the slow way, for a sheet the quick read refused: a plain copy, read by
 * the rules of {@link validateSheet}'s shape. The copy when it has a sheet's shape after
 * all, else `RuleError` with the problems found (`sheet/malformed`,
 * `sheet/track-out-of-range`), under `name`.
 */
export function readSheetSlowly(value: unknown, name: string): Sheet {
  const copy = snapshot(value, name);
  const findings = new Findings();
  if (!copy.ok) findings.add('sheet/malformed', copy.problem.path, copy.problem.problem);
  else readSheet(new Reader(findings, 'sheet/malformed'), copy.value, '');
  if (findings.empty) return copy.ok ? (copy.value as Sheet) : (value as Sheet);
  throw problemsError(findings.list, 'validateSheet', copy.ok ? name : '');
}
