import { describe, expect, it } from 'vitest';
import { watchlistCreateSchema } from '@contracts/api/watchlist';
import { ApiError } from '@/api/http';
import { failureText } from '../use-watchlist-mutations';
import { alert, item, playerList } from '../test/data';
import { describeAlert, filterByPosition, latestAlertByItem, RECENT_ALERTS_SHOWN, targetGap } from './alerts';
import { addPlayerFormSchema, FORM_DEFAULTS } from './form';
import { playerChoices, searchChoices } from './player-choices';
import { parseTargetPrice } from './target-price';

describe('target price: typed in millions or as the spec hints (85 -> £8.5m), sent in tenths', () => {
  it.each([
    ['8.5', 85],
    ['8', 80],
    ['13.0', 130],
    ['8.30', 83],
    [' £8.5m ', 85],
    ['£12M', 120],
    ['0.1', 1],
    ['29', 290],
    ['85', 85],
    ['30', 30],
    ['150', 150],
    ['100.0', 1000],
    ['1000', 1000],
  ])('%j -> %i tenths', (text, tenths) => {
    expect(parseTargetPrice(text)).toEqual({ ok: true, tenths });
  });

  it('is no target when left empty', () => {
    expect(parseTargetPrice('')).toEqual({ ok: true, tenths: null });
    expect(parseTargetPrice('   ')).toEqual({ ok: true, tenths: null });
  });

  it.each([
    ['abc', 'Type the price in millions, e.g. 8.5 for £8.5m'],
    ['-8.5', 'Type the price in millions, e.g. 8.5 for £8.5m'],
    ['8,5', 'Type the price in millions, e.g. 8.5 for £8.5m'],
    ['8.55', 'Prices move in steps of £0.1m: use one decimal, e.g. 8.5'],
    ['0', 'The target price must be above £0.0m'],
    ['0.0', 'The target price must be above £0.0m'],
    ['100.1', 'The target price must be at most £100.0m'],
    ['1001', 'The target price must be at most £100.0m'],
  ])('refuses %j: %s', (text, message) => {
    expect(parseTargetPrice(text)).toEqual({ ok: false, message });
  });
});

describe('Add Player form schema', () => {
  const chosen = {
    ...FORM_DEFAULTS,
    playerId: 1,
    playerName: 'Salah',
    teamName: 'Liverpool',
    position: 'Midfielder',
    currentPrice: 131,
  };
  const messages = (values: unknown) => {
    const result = addPlayerFormSchema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('starts from the spec defaults: no player chosen, no target, alerts off, no notes', () => {
    expect(messages(FORM_DEFAULTS).playerId).toBe('Choose a player');
    expect(addPlayerFormSchema.parse(chosen)).toMatchObject({
      targetPrice: null,
      alertOnRise: false,
      alertOnFall: false,
      notes: '',
    });
  });

  it('turns a filled form into a body the API contract accepts, the target in tenths', () => {
    const out = addPlayerFormSchema.parse({
      ...chosen,
      targetPrice: '8.5',
      alertOnRise: true,
      notes: 'Fixtures turn',
    });
    expect(out).toEqual({ ...chosen, targetPrice: 85, alertOnRise: true, notes: 'Fixtures turn' });
    expect(watchlistCreateSchema.safeParse(out).success).toBe(true);
  });

  it('names the field at fault', () => {
    expect(messages({ ...chosen, targetPrice: '8.55' })).toEqual({
      targetPrice: 'Prices move in steps of £0.1m: use one decimal, e.g. 8.5',
    });
    expect(messages({ ...chosen, notes: 'x'.repeat(501) })).toEqual({
      notes: 'Notes must be at most 500 characters',
    });
    expect(messages({ ...chosen, notes: 'x'.repeat(500) })).toEqual({});
  });
});

describe('player choices', () => {
  it('offers only players not on the watchlist, most owned first, with position and club names', () => {
    const choices = playerChoices(playerList(), new Set([2]));
    expect(choices.map((c) => c.playerName)).toEqual(['Salah', 'Gabriel', 'Raya', 'Ødegaard']);
    expect(choices[0]).toEqual({
      playerId: 1,
      playerName: 'Salah',
      fullName: 'Mohamed Salah',
      teamName: 'Liverpool',
      position: 'Midfielder',
      currentPrice: 131,
      ownership: 45.2,
    });
  });

  it('finds players by any part of their names or club, ignoring case and accents', () => {
    const choices = playerChoices(playerList(), new Set());
    const find = (text: string) => searchChoices(choices, text).map((c) => c.playerName);
    expect(find('odegaard')).toEqual(['Ødegaard']);
    expect(find('MAGALHAES')).toEqual(['Gabriel']);
    expect(find('arsenal')).toEqual(['Gabriel', 'Raya', 'Ødegaard']);
    expect(find('  ')).toHaveLength(5);
    expect(find('zzz')).toEqual([]);
  });
});

describe('watchlist helpers', () => {
  it('describe alerts in words', () => {
    expect(describeAlert(alert(1))).toBe('Rose £13.0m → £13.1m');
    expect(describeAlert(alert(1, { changeType: 'fall', oldPrice: 60, newPrice: 59 }))).toBe(
      'Fell £6.0m → £5.9m',
    );
    expect(describeAlert(alert(1, { changeType: 'target', oldPrice: 84, newPrice: 85 }))).toBe(
      'Reached your target: £8.4m → £8.5m',
    );
  });

  it("pick each item's newest alert, the API listing newest first", () => {
    const latest = latestAlertByItem([
      alert(9, { watchlistItemId: 2 }),
      alert(8),
      alert(7, { watchlistItemId: 2 }),
    ]);
    expect(latest.get(1)?.id).toBe(8);
    expect(latest.get(2)?.id).toBe(9);
    expect(RECENT_ALERTS_SHOWN).toBe(10);
  });

  it('filter by position and place the target against the price now', () => {
    const items = [item(1), item(2, { position: 'Forward' })];
    expect(filterByPosition(items, 'Forward').map((i) => i.id)).toEqual([2]);
    expect(filterByPosition(items, 'all')).toHaveLength(2);
    expect(targetGap(85, 82)).toBe('£0.3m above now');
    expect(targetGap(80, 82)).toBe('£0.2m below now');
    expect(targetGap(82, 82)).toBe('reached');
  });

  it("adds the server's message to the spec's failure text when there is one", () => {
    const conflict = new ApiError(
      409,
      '{"error":"conflict","message":"Salah is already on your watchlist."}',
      'Conflict',
    );
    expect(failureText('Failed to add player to watchlist', conflict)).toBe(
      'Failed to add player to watchlist: Salah is already on your watchlist.',
    );
    expect(failureText('Failed to add player to watchlist', new ApiError(502, '', 'Bad Gateway'))).toBe(
      'Failed to add player to watchlist',
    );
    expect(failureText('Failed to remove player from watchlist', new TypeError('Failed to fetch'))).toBe(
      'Failed to remove player from watchlist',
    );
  });
});
