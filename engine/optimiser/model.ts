import { emptyModel, lpText, type LpModel, type Term } from './lp-text';
import { BENCH_WEIGHT, HIT_POINTS, MAX_PER_CLUB, SQUAD_QUOTA, TYPES, XI_MIN, XI_SIZE } from './rules';
import type { PlanInput, PlanPlayer } from './types';

/** Column names of the model, shared with the solution reader. */
export const col = {
  squad: (p: number, t: number) => `s${p}_${t}`,
  xi: (p: number, t: number) => `x${p}_${t}`,
  captain: (p: number, t: number) => `c${p}_${t}`,
  bought: (p: number, t: number) => `i${p}_${t}`,
  sold: (p: number, t: number) => `o${p}_${t}`,
  hits: (t: number) => `h${t}`,
  free: (t: number) => `f${t}`,
};

/** Weeks whose transfers are unlimited and leave the saved free transfers as they were. */
const chipWeek = (input: PlanInput, t: number, name: 'wildcard' | 'freehit') =>
  input.chip?.name === name && input.chip.offset === t;

/**
 * The transfer plan as a mixed-integer programme (returned as LP text for HiGHS): binary squad and
 * XI columns per player and gameweek, a continuous captain (integral at the optimum: one XI player
 * is picked), transfers in and out as the change of squad, whole hits and free transfers.
 * Maximised: expected points of the XI, the captain's once more (twice more with Triple Captain),
 * the bench at BENCH_WEIGHT (fully with Bench Boost), less 4 points a hit. Rules: the squad quota,
 * three a club, the XI's formation, bank never below zero, free transfers banked up to the maximum
 * (one added a week; kept unchanged by a Wildcard or Free Hit week), a Free Hit squad for one
 * gameweek only, paid for with the bank and the selling value of the squad before it.
 */
export function buildModel(input: PlanInput): string {
  const m = emptyModel();
  const { players, horizon } = input;
  const owned = new Set(input.squad);
  const keep = new Set(input.keep);
  const avoid = new Set(input.avoid);

  // The permanent squad before week t: the owned squad, or the squad of the last non-Free-Hit week.
  const permanentBefore = (t: number): number => {
    for (let w = t - 1; w >= 0; w--) if (!chipWeek(input, w, 'freehit')) return w;
    return -1;
  };
  // A player's membership before week t as a term list plus a constant.
  const before = (p: PlanPlayer, t: number): { terms: Term[]; constant: number } => {
    const w = permanentBefore(t);
    return w < 0
      ? { terms: [], constant: owned.has(p.id) ? 1 : 0 }
      : { terms: [[1, col.squad(p.id, w)]], constant: 0 };
  };
  const bankBefore = (t: number) => {
    const w = permanentBefore(t);
    return w < 0 ? null : `b${w}`;
  };

  for (let t = 0; t < horizon; t++) {
    const boost = input.chip?.name === 'bboost' && input.chip.offset === t;
    const captainExtra = input.chip?.name === '3xc' && input.chip.offset === t ? 2 : 1;
    const benchWeight = boost ? 1 : (input.weights?.bench ?? BENCH_WEIGHT);
    for (const p of players) {
      const xp = p.xp[t] ?? 0;
      const s = col.squad(p.id, t);
      const x = col.xi(p.id, t);
      const c = col.captain(p.id, t);
      m.binaries.push(s, x);
      m.objective.push([benchWeight * xp, s], [(1 - benchWeight) * xp, x], [captainExtra * xp, c]);
      m.rows.push({
        name: `xin${p.id}_${t}`,
        terms: [
          [1, x],
          [-1, s],
        ],
        sense: '<=',
        rhs: 0,
      });
      m.rows.push({
        name: `cin${p.id}_${t}`,
        terms: [
          [1, c],
          [-1, x],
        ],
        sense: '<=',
        rhs: 0,
      });
      if (keep.has(p.id)) m.bounds.set(s, [1, 1]);
      else if (avoid.has(p.id)) m.bounds.set(s, [0, 0]);
    }
    squadRules(m, players, t);
    if (chipWeek(input, t, 'freehit')) freeHitBudget(m, input, t, before, bankBefore(t));
    else transfers(m, input, t, before, bankBefore(t));
  }
  freeTransferRows(m, input);
  if (input.maxHits !== null) {
    const terms = m.integers.filter((v) => v.startsWith('h')).map((v): Term => [1, v]);
    if (terms.length > 0) m.rows.push({ name: 'maxhits', terms, sense: '<=', rhs: input.maxHits });
  }
  return lpText(m);
}

function squadRules(m: LpModel, players: readonly PlanPlayer[], t: number) {
  for (const type of TYPES) {
    const ofType = players.filter((p) => p.type === type);
    const squad = ofType.map((p): Term => [1, col.squad(p.id, t)]);
    const xi = ofType.map((p): Term => [1, col.xi(p.id, t)]);
    m.rows.push({ name: `quota${type}_${t}`, terms: squad, sense: '=', rhs: SQUAD_QUOTA[type] });
    m.rows.push({ name: `ximin${type}_${t}`, terms: xi, sense: type === 1 ? '=' : '>=', rhs: XI_MIN[type] });
  }
  const xi = players.map((p): Term => [1, col.xi(p.id, t)]);
  m.rows.push({ name: `xisize_${t}`, terms: xi, sense: '=', rhs: XI_SIZE });
  const captains = players.map((p): Term => [1, col.captain(p.id, t)]);
  m.rows.push({ name: `onecaptain_${t}`, terms: captains, sense: '=', rhs: 1 });
  const clubs = new Map<number, Term[]>();
  for (const p of players) clubs.set(p.club, [...(clubs.get(p.club) ?? []), [1, col.squad(p.id, t)]]);
  for (const [club, terms] of clubs)
    if (terms.length > MAX_PER_CLUB)
      m.rows.push({ name: `club${club}_${t}`, terms, sense: '<=', rhs: MAX_PER_CLUB });
}

type Before = (p: PlanPlayer, t: number) => { terms: Term[]; constant: number };

/** Squad change as transfers in and out; the bank after them. */
function transfers(m: LpModel, input: PlanInput, t: number, before: Before, bankPrev: string | null) {
  const bankTerms: Term[] = [[1, `b${t}`]];
  for (const p of input.players) {
    const i = col.bought(p.id, t);
    const o = col.sold(p.id, t);
    const prev = before(p, t);
    m.rows.push({
      name: `flow${p.id}_${t}`,
      terms: [[1, col.squad(p.id, t)], ...prev.terms.map(([c, v]): Term => [-c, v]), [-1, i], [1, o]],
      sense: '=',
      rhs: prev.constant,
    });
    bankTerms.push([p.priceTenths, i], [-p.sellTenths, o]);
  }
  // b_t = b_prev + sales - purchases, in tenths; b_t >= 0 by its default bound.
  if (bankPrev) bankTerms.push([-1, bankPrev]);
  m.rows.push({ name: `bank_${t}`, terms: bankTerms, sense: '=', rhs: bankPrev ? 0 : input.bankTenths });
}

/**
 * The Free Hit squad: bought at current prices, less what a kept player saves (k = 1 only when he
 * is in both squads: his selling price counts on both sides), within bank plus selling value.
 */
function freeHitBudget(m: LpModel, input: PlanInput, t: number, before: Before, bankPrev: string | null) {
  const terms: Term[] = bankPrev ? [[-1, bankPrev]] : [];
  let rhs = bankPrev ? 0 : input.bankTenths;
  for (const p of input.players) {
    const prev = before(p, t);
    terms.push([p.priceTenths, col.squad(p.id, t)]);
    for (const [c, v] of prev.terms) terms.push([-c * p.sellTenths, v]);
    rhs += prev.constant * p.sellTenths;
    if (p.priceTenths > p.sellTenths && (prev.constant > 0 || prev.terms.length > 0)) {
      const k = `k${p.id}_${t}`;
      terms.push([p.sellTenths - p.priceTenths, k]);
      m.rows.push({
        name: `kfh${p.id}_${t}`,
        terms: [
          [1, k],
          [-1, col.squad(p.id, t)],
        ],
        sense: '<=',
        rhs: 0,
      });
      m.rows.push({
        name: `kpr${p.id}_${t}`,
        terms: [[1, k], ...prev.terms.map(([c, v]): Term => [-c, v])],
        sense: '<=',
        rhs: prev.constant,
      });
    }
  }
  m.rows.push({ name: `fhbudget_${t}`, terms, sense: '<=', rhs });
}

/**
 * The free transfers left for the week after the horizon, a column worth `weights.savedTransfer`
 * each, bounded like any week's; null when they are worth nothing.
 */
function savedAfter(m: LpModel, input: PlanInput): string | null {
  const value = input.weights?.savedTransfer ?? 0;
  if (value === 0) return null;
  const f = 'fend';
  m.integers.push(f);
  m.bounds.set(f, [0, input.freeTransfers.maxBanked]);
  m.objective.push([value, f]);
  return f;
}

/** What kind of transfer week t is. */
function weekKind(input: PlanInput, t: number): 'normal' | 'unlimited' | 'freehit' {
  if (chipWeek(input, t, 'freehit')) return 'freehit';
  if (chipWeek(input, t, 'wildcard') || (t === 0 && input.freeTransfers.first === null)) return 'unlimited';
  return 'normal';
}

/**
 * Hits and free transfers (engine/transfers/free-transfers.ts): in a normal week hits cover the
 * transfers beyond the free ones (h >= n - f), and next week's free transfers are at most the
 * unused ones plus one (f' <= f - n + h + 1), capped; a Wildcard or Free Hit week keeps them; a
 * top-up week raises them to the maximum. Free transfers only help, so the optimum takes each at
 * its bound. Paying a hit beyond n - f would buy at most one free transfer later, worth at most the
 * hit it saves, so it never gains: the plan's hits are then counted as the game counts them
 * (evaluate.ts), which is never more than the model's.
 */
function freeTransferRows(m: LpModel, input: PlanInput) {
  const { maxBanked, first, topUpsToMax } = input.freeTransfers;
  for (let t = 0; t < input.horizon; t++) {
    const f = col.free(t);
    m.integers.push(f);
    m.bounds.set(f, t === 0 && first !== null ? [first, first] : [0, maxBanked]);
  }
  for (let t = 0; t < input.horizon; t++) {
    const kind = weekKind(input, t);
    const f = col.free(t);
    if (kind === 'normal') {
      const h = col.hits(t);
      m.integers.push(h);
      m.bounds.set(h, [0, 15]);
      m.objective.push([-HIT_POINTS, h]);
      const bought = input.players.map((p): Term => [-1, col.bought(p.id, t)]);
      m.rows.push({ name: `unused_${t}`, terms: [[1, f], ...bought, [1, h]], sense: '>=', rhs: 0 });
    }
    if (topUpsToMax.includes(t + 1)) continue;
    const next = t + 1 < input.horizon ? col.free(t + 1) : savedAfter(m, input);
    if (next === null) continue;
    if (kind === 'normal') {
      const bought = input.players.map((p): Term => [1, col.bought(p.id, t)]);
      m.rows.push({
        name: `ftnext_${t}`,
        terms: [[1, next], [-1, f], ...bought, [-1, col.hits(t)]],
        sense: '<=',
        rhs: 1,
      });
    } else if (t === 0 && first === null && kind === 'unlimited' && !chipWeek(input, t, 'wildcard')) {
      m.rows.push({ name: `after_first_${t}`, terms: [[1, next]], sense: '<=', rhs: 1 });
    } else {
      m.rows.push({
        name: `keep_ft_${t}`,
        terms: [
          [1, next],
          [-1, f],
        ],
        sense: '<=',
        rhs: 0,
      });
    }
  }
}
