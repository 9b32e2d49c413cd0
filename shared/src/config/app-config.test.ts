import { configureApp, getAppConfig, resetAppConfig } from './app-config';

afterEach(() => resetAppConfig());

it('has the spec defaults', () => {
  expect(getAppConfig()).toEqual({ restBase: '/api', serviceBase: '/api/svc', environment: 'LOCAL', version: 'V 1.3.48', trackingWebhookUrl: null });
});

it('merges partial config', () => {
  configureApp({ environment: 'PRODUCTION' });
  configureApp({ restBase: 'https://api.x' });
  expect(getAppConfig()).toMatchObject({ environment: 'PRODUCTION', restBase: 'https://api.x', serviceBase: '/api/svc' });
});
