import { stopServers } from './server';

export default async function globalTeardown(): Promise<void> {
  stopServers();
}
