import { startServer } from './server';

export default async function globalSetup(): Promise<void> {
  const state = await startServer();
  console.log(`\n[e2e] server at ${state.baseUrl}`);
}
