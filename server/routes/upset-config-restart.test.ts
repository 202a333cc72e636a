import { describe, expect } from 'vitest';
import { defaultUpsetConfig, upsetConfigResponseSchema } from '@contracts/api/upset-config';
import type { OpenDatabaseOptions } from '../db/client';
import { upsetApp } from './test-support/upset-app';
import { itSurvivesRestarts } from './test-support/restarts';

const CHANGED = {
  ...defaultUpsetConfig([]),
  enableSeasonUpsetBudget: true,
  upsetBudgetChance: 0.05,
  varianceMax: 1.9,
  topTeamIds: [12, 13],
};

/** Saves on one start, reads on the next, resets, and reads the defaults on a third. */
async function saveRestartReset(opts: OpenDatabaseOptions) {
  const first = await upsetApp(opts);
  try {
    expect((await first.post(CHANGED)).statusCode).toBe(200);
  } finally {
    await first.close();
  }
  const second = await upsetApp(opts);
  try {
    const body = upsetConfigResponseSchema.parse((await second.get()).json());
    expect(body.config).toEqual(CHANGED);
    expect(body.updatedBy).toBe('admin');
    expect((await second.reset()).statusCode).toBe(200);
  } finally {
    await second.close();
  }
  const third = await upsetApp(opts);
  try {
    expect(upsetConfigResponseSchema.parse((await third.get()).json()).config).toEqual(
      defaultUpsetConfig([]),
    );
  } finally {
    await third.close();
  }
}

describe('the upset configuration survives a server restart', () => {
  itSurvivesRestarts('upset-restart', saveRestartReset);
});
