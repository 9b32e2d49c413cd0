import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('engine source purity', () => {
  const src = files(path.join(__dirname, '..', 'src'));
  it.each(src.map((f) => [path.relative(path.join(__dirname, '..'), f), f]))('%s has no I/O, clock or ambient randomness', (_n, f) => {
    const text = readFileSync(f as string, 'utf8');
    expect(text).not.toMatch(/Math\.random|Date\.now|new Date\(|performance\.now|process\.|require\(|from 'node:|from "node:|from 'fs'|fetch\(|localStorage|globalThis/);
  });
  it('no source file is far beyond the size guideline', () => {
    for (const f of src) expect(readFileSync(f, 'utf8').split('\n').length).toBeLessThan(400);
  });
});
