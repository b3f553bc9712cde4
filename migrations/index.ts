import * as migration_20261122_025301_initial from './20261122_025301_initial';
import * as migration_20261122_025941_redirects from './20261122_025941_redirects';
import * as migration_20261122_043621_inventory_imports from './20261122_043621_inventory_imports';

export const migrations = [
  {
    up: migration_20261122_025301_initial.up,
    down: migration_20261122_025301_initial.down,
    name: '20261122_025301_initial',
  },
  {
    up: migration_20261122_025941_redirects.up,
    down: migration_20261122_025941_redirects.down,
    name: '20261122_025941_redirects',
  },
  {
    up: migration_20261122_043621_inventory_imports.up,
    down: migration_20261122_043621_inventory_imports.down,
    name: '20261122_043621_inventory_imports'
  },
];
