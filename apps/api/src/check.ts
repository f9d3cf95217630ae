import { loadConfig } from './config.ts';
import { checkBeforeStart, describeStartupFailure } from './startup-check.ts';

// What `npm start` runs before it builds anything (scripts/start.mjs): the configuration, the database and
// the port, each problem as one line saying what to do. Its own small entry, so the check costs little.
let config: ReturnType<typeof loadConfig> | undefined;
try {
  config = loadConfig();
  await checkBeforeStart(config);
  process.exit(0);
} catch (err) {
  console.error(describeStartupFailure(err, config) ?? err);
  process.exit(1);
}
