import { runCli } from './cli';

// `npm run backtest-points -- --help` for the options.
runCli(process.argv.slice(2), process.env, { out: console.log, err: console.error }).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
