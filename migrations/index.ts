import * as migration_20261122_025301_initial from './20261122_025301_initial';
import * as migration_20261122_025941_redirects from './20261122_025941_redirects';

export const migrations = [
  {
    up: migration_20261122_025301_initial.up,
    down: migration_20261122_025301_initial.down,
    name: '20261122_025301_initial',
  },
  {
    up: migration_20261122_025941_redirects.up,
    down: migration_20261122_025941_redirects.down,
    name: '20261122_025941_redirects'
  },
];
