import { createScriptSupportChat, noopSupportChat, resolveSupportChat } from './support-chat-adapter';
import { SUPPORT_CHAT_BOOT_DELAY_MS, scheduleSupportChatBoot } from './support-chat-boot';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  const w = window as unknown as Record<string, unknown>;
  delete w.SUPPORT_CHAT_APP_ID;
  delete w.SUPPORT_CHAT_SCRIPT_URL;
  delete w.SupportChat;
});

const fakeAdapter = () => ({ boot: jest.fn(), shutdown: jest.fn() });

test('boots 2000 ms after the menu opens in PRODUCTION', () => {
  const adapter = fakeAdapter();
  const cleanup = scheduleSupportChatBoot(adapter, 'PRODUCTION');
  jest.advanceTimersByTime(SUPPORT_CHAT_BOOT_DELAY_MS - 1);
  expect(adapter.boot).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(adapter.boot).toHaveBeenCalledTimes(1);
  cleanup();
  expect(adapter.shutdown).toHaveBeenCalledTimes(1);
});

test('boots in PREPROD too', () => {
  const adapter = fakeAdapter();
  scheduleSupportChatBoot(adapter, 'PREPROD');
  jest.advanceTimersByTime(2000);
  expect(adapter.boot).toHaveBeenCalledTimes(1);
});

test.each(['LOCAL', 'DEVELOPMENT'] as const)('never boots in %s', (env) => {
  const adapter = fakeAdapter();
  scheduleSupportChatBoot(adapter, env);
  jest.advanceTimersByTime(60_000);
  expect(adapter.boot).not.toHaveBeenCalled();
});

test('closing the menu before the delay cancels the boot', () => {
  const adapter = fakeAdapter();
  const cleanup = scheduleSupportChatBoot(adapter, 'PRODUCTION');
  jest.advanceTimersByTime(1500);
  cleanup();
  jest.advanceTimersByTime(5000);
  expect(adapter.boot).not.toHaveBeenCalled();
  expect(adapter.shutdown).not.toHaveBeenCalled();
});

test('without configuration the adapter is the no-op one', () => {
  expect(resolveSupportChat()).toBe(noopSupportChat);
  expect(() => noopSupportChat.boot()).not.toThrow();
});

test('a configured app id gives a real adapter that boots the vendor global', async () => {
  const boot = jest.fn();
  Object.assign(window, { SUPPORT_CHAT_APP_ID: 'app-42', SupportChat: { boot, shutdown: jest.fn() } });
  const adapter = resolveSupportChat();
  expect(adapter).not.toBe(noopSupportChat);
  adapter.boot();
  await Promise.resolve();
  await Promise.resolve();
  expect(boot).toHaveBeenCalledWith({ app_id: 'app-42' });
});

test('the script adapter injects the vendor script once', () => {
  const adapter = createScriptSupportChat('a', 'https://chat.example/loader.js');
  adapter.boot();
  adapter.boot();
  expect(document.querySelectorAll('script[src="https://chat.example/loader.js"]')).toHaveLength(1);
});
