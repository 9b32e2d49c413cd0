import NodeModule from 'node:module';
import type * as TypeBox from 'typebox';

/**
 * TypeBox 1.x ships as ESM only. Node ≥ 20.19 require()s ESM natively (the
 * esbuild bundle just does), but jest's sandboxed require cannot on Node 20
 * and the shared jest config does not transform it, so the module is loaded
 * through Node's own loader (`Module._load`), which jest leaves untouched.
 * Drop this file for a plain `import { Type } from 'typebox'` once
 * scripts/jest/base.cjs transforms typebox (or Node ≥ 24.9 runs the tests).
 */
const loader = NodeModule as unknown as { _load(request: string, parent: unknown, isMain: boolean): unknown };
const typebox = loader._load(require.resolve('typebox'), null, false) as typeof TypeBox;

export const Type = typebox.Type;
