// Opening a database and migrating it takes a few seconds on a busy 2-core machine.
jest.setTimeout(30_000);
