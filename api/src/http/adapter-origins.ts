/**
 * Origins the production adapters load from, allowed by the CSP only when their keys are set: the default start
 * (local payments, our own realtime stream) allows nothing beyond this site.
 */
export function adapterOrigins(env: NodeJS.ProcessEnv = process.env): { scriptOrigins: string[]; connectOrigins: string[] } {
  const scriptOrigins: string[] = [];
  const connectOrigins: string[] = [];
  if (env.STRIPE_PUBLISHABLE_KEY?.trim()) {
    scriptOrigins.push('https://js.stripe.com');
    connectOrigins.push('https://api.stripe.com');
  }
  if (env.FIREBASE_WEB_CONFIG?.trim()) {
    scriptOrigins.push('https://*.firebaseio.com');
    connectOrigins.push('https://*.firebaseio.com', 'wss://*.firebaseio.com', 'https://*.googleapis.com');
  }
  return { scriptOrigins, connectOrigins };
}
