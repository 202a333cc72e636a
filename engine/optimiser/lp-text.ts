/** A small writer of the CPLEX LP format that HiGHS reads (one term list per row). */
export type Term = readonly [coefficient: number, variable: string];

export interface LpModel {
  objective: Term[];
  rows: { name: string; terms: Term[]; sense: '<=' | '>=' | '='; rhs: number }[];
  bounds: Map<string, [lower: number, upper: number | null]>;
  binaries: string[];
  integers: string[];
}

export const emptyModel = (): LpModel => ({
  objective: [],
  rows: [],
  bounds: new Map(),
  binaries: [],
  integers: [],
});

// Six decimals keep expected points exact enough while the text stays short.
const num = (x: number) => String(Math.round(x * 1e6) / 1e6);

function expression(terms: readonly Term[]): string {
  const live = terms.filter(([c]) => c !== 0);
  if (live.length === 0) return '0 ' + (terms[0]?.[1] ?? 'zero');
  return live.map(([c, v], i) => `${c < 0 ? '-' : i === 0 ? '' : '+'} ${num(Math.abs(c))} ${v}`).join(' ');
}

/** The model as LP text; lines are wrapped since the format limits their length. */
export function lpText(model: LpModel): string {
  const wrap = (s: string) => s.replace(/((?:\S+ ){12})/g, '$1\n ');
  const lines = ['Maximize', ' obj: ' + wrap(expression(model.objective)), 'Subject To'];
  for (const r of model.rows) lines.push(` ${r.name}: ${wrap(expression(r.terms))} ${r.sense} ${num(r.rhs)}`);
  lines.push('Bounds');
  for (const [v, [lo, hi]] of model.bounds)
    lines.push(hi === null ? ` ${v} >= ${num(lo)}` : ` ${num(lo)} <= ${v} <= ${num(hi)}`);
  if (model.binaries.length > 0) lines.push('Binary', ' ' + wrap(model.binaries.join(' ')));
  if (model.integers.length > 0) lines.push('General', ' ' + wrap(model.integers.join(' ')));
  lines.push('End');
  return lines.join('\n');
}
