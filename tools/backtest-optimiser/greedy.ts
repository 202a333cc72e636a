import { MAX_PER_CLUB, type PlanPlayer } from '@engine/optimiser';

/**
 * The greedy baseline's move: the one transfer (same position, affordable, three a club) that adds
 * most expected points next gameweek, or null when none adds any. No hits, no banking.
 */
export function greedyTransfer(players: readonly PlanPlayer[], squad: readonly number[], bankTenths: number) {
  const byId = new Map(players.map((p) => [p.id, p]));
  const owned = new Set(squad);
  const clubs = new Map<number, number>();
  for (const id of squad) {
    const club = byId.get(id)?.club;
    if (club !== undefined) clubs.set(club, (clubs.get(club) ?? 0) + 1);
  }
  let best: { out: number; in: number; gain: number; bankChangeTenths: number } | null = null;
  for (const id of squad) {
    const out = byId.get(id);
    if (!out) continue;
    for (const p of players) {
      if (owned.has(p.id) || p.type !== out.type) continue;
      const room = (clubs.get(p.club) ?? 0) - (p.club === out.club ? 1 : 0) < MAX_PER_CLUB;
      const change = out.sellTenths - p.priceTenths;
      const gain = (p.xp[0] ?? 0) - (out.xp[0] ?? 0);
      if (room && bankTenths + change >= 0 && gain > (best?.gain ?? 0))
        best = { out: id, in: p.id, gain, bankChangeTenths: change };
    }
  }
  return best;
}
