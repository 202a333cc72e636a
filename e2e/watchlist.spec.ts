/// <reference lib="dom" />
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { WatchlistItem } from '@contracts/api/watchlist';
import type { BootstrapStatic, FplElement } from '@contracts/fpl/bootstrap';
import { cost, watchErrors } from './manager-helpers';
import { DESKTOP, PHONE, SHOTS, api } from './players-support';
import { expectNoSidewaysScroll } from './layout';

/**
 * The Watchlist on the demo season: add a player with a target price through the dialog, see him
 * listed, restart the server, still listed, remove him; and one browser never sees another's list.
 * Players are picked from the API's bootstrap, never hard-coded.
 */

/** A player whose display name is unique, so the dialog's search finds only him. */
async function pickPlayer(
  request: APIRequestContext,
  skip = 0,
): Promise<FplElement & { teamName: string; positionName: string }> {
  const boot = await api<BootstrapStatic>(request, '/api/bootstrap-static');
  const counts = new Map<string, number>();
  for (const e of boot.elements) counts.set(e.web_name, (counts.get(e.web_name) ?? 0) + 1);
  const unique = boot.elements.filter((e) => counts.get(e.web_name) === 1 && (e.now_cost ?? 0) > 45);
  const el = unique[skip];
  if (!el) throw new Error('the demo bootstrap has no player with a unique name');
  return {
    ...el,
    teamName: boot.teams.find((t) => t.id === el.team)?.name ?? '',
    positionName: boot.element_types.find((t) => t.id === el.element_type)?.singular_name ?? '',
  };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add Player to Watchlist' });

/** Adds `name` with a target typed in millions (e.g. "8.7"), through the dialog. */
async function addThroughDialog(page: Page, name: string, targetMillions: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Player' }).click();
  await dialog(page).getByRole('searchbox', { name: 'Player' }).fill(name);
  await dialog(page)
    .getByRole('list', { name: 'Players to choose from' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(dialog(page).getByTestId('selected-player')).toContainText(name);
  await dialog(page).getByRole('textbox', { name: 'Target Price (£m, optional)' }).fill(targetMillions);
  await dialog(page).getByRole('switch', { name: 'Alert on price rise' }).click();
  await dialog(page).getByRole('textbox', { name: 'Notes' }).fill('Watching his price');
  await dialog(page).getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText('Player added to watchlist', { exact: true })).toBeVisible();
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`add a player with a target price, see him listed, remove him (${device})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const errors = watchErrors(page);
    const player = await pickPlayer(request);
    const target = player.now_cost! + 3;
    await page.goto('/watchlist');
    await expect(page.getByText('No players in watchlist')).toBeVisible();
    await expect(page.getByTestId('watch-count')).toHaveText('0 players');
    await page.screenshot({ path: `${SHOTS}/${device}-watchlist-empty.png` });

    // A bad target price is explained in the form and nothing is sent.
    await page.getByRole('button', { name: 'Add Player' }).click();
    await dialog(page).getByRole('textbox', { name: 'Target Price (£m, optional)' }).fill('8.55');
    await dialog(page).getByRole('button', { name: 'Add to Watchlist' }).click();
    await expect(dialog(page).getByText('Choose a player', { exact: true })).toBeVisible();
    await expect(
      dialog(page).getByText('Prices move in steps of £0.1m: use one decimal, e.g. 8.5'),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/${device}-watchlist-dialog.png` });
    await page.keyboard.press('Escape');
    expect(await api<WatchlistItem[]>(page.request, '/api/watchlist')).toEqual([]);

    await addThroughDialog(page, player.web_name, (target / 10).toFixed(1));
    const card = page.getByRole('article', { name: player.web_name });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('watch-count')).toHaveText('1 player');
    await expect(card).toContainText(`${player.teamName} · ${player.positionName}`);
    await expect(card).toContainText(cost(player.now_cost!));
    await expect(card).toContainText(cost(target));
    await expect(card).toContainText('£0.3m above now');
    await expect(card).toContainText('Rise on');
    await expect(card).toContainText('Watching his price');
    // The target typed in millions reached the API in tenths.
    const [stored] = await api<WatchlistItem[]>(page.request, '/api/watchlist');
    expect(stored).toMatchObject({
      playerId: player.id,
      targetPrice: target,
      alertOnRise: true,
      alertOnFall: false,
    });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/${device}-watchlist.png`, fullPage: true });

    await card.getByRole('button', { name: `Remove ${player.web_name} from watchlist` }).click();
    await expect(page.getByText('Player removed from watchlist', { exact: true })).toBeVisible();
    await expect(page.getByText('No players in watchlist')).toBeVisible();
    expect(await api<WatchlistItem[]>(page.request, '/api/watchlist')).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("one browser's watchlist is invisible to another, which cannot delete it", async ({
  browser,
  baseURL,
}) => {
  const a = await browser.newContext({ baseURL });
  const b = await browser.newContext({ baseURL });
  try {
    const player = await pickPlayer(a.request, 1);
    const body = {
      playerId: player.id,
      playerName: player.web_name,
      teamName: player.teamName,
      position: player.positionName,
      currentPrice: player.now_cost,
      targetPrice: null,
      alertOnRise: false,
      alertOnFall: true,
      notes: '',
    };
    const created = await a.request.post('/api/watchlist', { data: body });
    expect(created.status()).toBe(201);
    const item = (await created.json()) as WatchlistItem;

    const pageB = await b.newPage();
    await pageB.goto('/watchlist');
    await expect(pageB.getByText('No players in watchlist')).toBeVisible();
    expect(await api<WatchlistItem[]>(b.request, '/api/watchlist')).toEqual([]);
    expect((await b.request.delete(`/api/watchlist/${item.id}`)).status()).toBe(404);

    const pageA = await a.newPage();
    await pageA.goto('/watchlist');
    await expect(pageA.getByRole('article', { name: player.web_name })).toBeVisible();
    // The same player is not a duplicate for another browser.
    expect((await b.request.post('/api/watchlist', { data: body })).status()).toBe(201);
    expect((await a.request.delete(`/api/watchlist/${item.id}`)).status()).toBe(204);
  } finally {
    await a.close();
    await b.close();
  }
});

// ---- A server of this test's own, stopped and started again on the same data directory ----

const repoRoot = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FPL_SOURCE: 'demo',
      DEMO_DIR: path.join(repoRoot, '.demo-data'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within 90 s: ${stderr}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

test('a watched player is still listed after the server restarts', async ({ browser }) => {
  test.setTimeout(300_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-watchlist-restart-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let server = await startServer(port, dataDir);
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  try {
    const page = await context.newPage();
    const player = await pickPlayer(context.request, 2);
    const target = player.now_cost! - 2;
    await page.goto('/watchlist');
    await expect(page.getByText('No players in watchlist')).toBeVisible();
    await addThroughDialog(page, player.web_name, (target / 10).toFixed(1));
    await expect(page.getByRole('article', { name: player.web_name })).toContainText(cost(target));

    await stopServer(server);
    server = await startServer(port, dataDir);

    await page.reload();
    const card = page.getByRole('article', { name: player.web_name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(cost(target));
    await expect(card).toContainText('£0.2m below now');
    await expect(page.getByTestId('watch-count')).toHaveText('1 player');
    await card.getByRole('button', { name: `Remove ${player.web_name} from watchlist` }).click();
    await expect(page.getByText('No players in watchlist')).toBeVisible();
    expect(await api<WatchlistItem[]>(context.request, '/api/watchlist')).toEqual([]);
  } finally {
    await context.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
