import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it('defaults to every season under the shared vaastav folder', () => {
    expect(parseCliArgs([])).toEqual({ mode: 'dir', dir: '../shared/fpl-data/vaastav', seasons: [] });
  });

  it('takes a folder and repeated seasons, once each', () => {
    expect(
      parseCliArgs(['--dir', '/data/v', '--season', '2019-20', '--season', '2016-17', '--season', '2019-20']),
    ).toEqual({
      mode: 'dir',
      dir: '/data/v',
      seasons: ['2019-20', '2016-17'],
    });
  });

  it('downloads from the vaastav repository, or another base URL, with a timeout', () => {
    expect(parseCliArgs(['--url', '--season', '2023-24'])).toEqual({
      mode: 'url',
      baseUrl: 'https://raw.githubusercontent.com/vaastav/Fantasy-Premier-League/master/data',
      seasons: ['2023-24'],
      timeoutMs: 60_000,
    });
    expect(
      parseCliArgs(['--base-url', 'http://127.0.0.1:9/data', '--season', '2023-24', '--timeout-ms', '500']),
    ).toEqual({
      mode: 'url',
      baseUrl: 'http://127.0.0.1:9/data',
      seasons: ['2023-24'],
      timeoutMs: 500,
    });
  });

  it('rejects bad input with a message saying what is wrong', () => {
    expect(() => parseCliArgs(['--season', '2019-21'])).toThrow(
      '--season 2019-21: Season years must be consecutive',
    );
    expect(() => parseCliArgs(['--season', '../x'])).toThrow('--season ../x: Season must look like 2024-25');
    expect(() => parseCliArgs(['--season'])).toThrow('--season needs a value');
    expect(() => parseCliArgs(['--url'])).toThrow('--url needs at least one --season');
    expect(() => parseCliArgs(['--url', '--dir', 'x', '--season', '2019-20'])).toThrow(
      '--dir and --url cannot be combined',
    );
    expect(() => parseCliArgs(['--base-url', 'file:///etc', '--season', '2019-20'])).toThrow(
      '--base-url must be an http(s) URL',
    );
    expect(() => parseCliArgs(['--timeout-ms', '0'])).toThrow(
      '--timeout-ms must be a positive whole number: 0',
    );
    expect(() => parseCliArgs(['--verbose'])).toThrow('unknown argument: --verbose');
  });

  it('answers --help', () => {
    expect(parseCliArgs(['--dir', 'x', '--help'])).toEqual({ mode: 'help' });
  });
});
