#!/usr/bin/env node
// Runs pnpm with the given arguments, bootstrapping it through npx when it is
// not installed, so a machine with only Node.js can run every project command.
import { pnpmCommand, run } from './lib/pnpm.mjs';

const code = await run(...pnpmCommand(process.argv.slice(2)));
process.exit(code);
