// Types of the How To recorder for the TypeScript e2e suite (e2e/tests/howto.e2e.ts).
import type { Page } from 'playwright-core';

export interface HowToFlowContext {
  page: Page;
  shot(caption: string): Promise<void>;
  api: { get<T = unknown>(path: string): Promise<T>; post<T = unknown>(path: string, body: unknown): Promise<T> };
  record: unknown;
}
export interface HowToFlow {
  mode: string;
  title: string;
  run(context: HowToFlowContext): Promise<void>;
}
export interface HowToManifestFile {
  recordedAt: string;
  build: string | null;
  modes: Array<{ mode: string; title: string; frames: Array<{ file: string; caption: string }> }>;
}
export function recordHowto(options: {
  baseUrl: string;
  outDir: string;
  build?: string | null;
  flows?: HowToFlow[];
  log?: (line: string) => void;
  executablePath?: string;
}): Promise<HowToManifestFile>;
