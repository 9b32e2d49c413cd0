import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A minimal built platform: the host shell and one remote, named the way our webpack builds name files. */
export function makeWebFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bb-web-'));
  const write = (rel: string, body: string) => {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  };
  write('host/index.html', '<!doctype html><title>Diamond Dice</title><div id="root"></div>');
  write('host/main.0123456789.js', 'console.log("host")');
  write('mfe-gotd/mf-manifest.json', JSON.stringify({ id: 'mfe_gotd', name: 'mfe_gotd' }));
  write('mfe-gotd/remoteEntry.js', 'var mfe_gotd;');
  write('mfe-gotd/123.abcdef0123.js', 'chunk');
  return root;
}
