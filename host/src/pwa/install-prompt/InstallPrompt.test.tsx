import { act, fireEvent, render, screen } from '@testing-library/react';
import { LOCAL_KEYS, ThemeRoot } from '@bb/shared';
import { INSTALL_PROMPT_TITLE, INSTALL_STEPS_ALERT, InstallPrompt } from './InstallPrompt';
import { listenForInstallPrompt, resetInstallPromptEvent } from './before-install-prompt';

const DAY = 24 * 60 * 60 * 1000;
const storeDaysAgo = (n: number) => window.localStorage.setItem(LOCAL_KEYS.installPromptDate, new Date(Date.now() - n * DAY).toISOString());

afterEach(() => {
  window.localStorage.clear();
  resetInstallPromptEvent();
});

function renderPrompt(showAlert = jest.fn()) {
  render(<ThemeRoot><InstallPrompt showAlert={showAlert} /></ThemeRoot>);
  return showAlert;
}

test('shows on first visit', () => {
  renderPrompt();
  expect(screen.getByRole('heading', { name: INSTALL_PROMPT_TITLE })).toBeInTheDocument();
});

test('shows again once 90 or more days have passed', () => {
  storeDaysAgo(91);
  renderPrompt();
  expect(screen.getByRole('heading', { name: 'Add to home screen' })).toBeInTheDocument();
});

test('stays hidden within 90 days of the stored date', () => {
  storeDaysAgo(10);
  renderPrompt();
  expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
});

test('dismissing hides it and stores the date', () => {
  renderPrompt();
  fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
  const stored = window.localStorage.getItem(LOCAL_KEYS.installPromptDate);
  expect(Math.abs(Date.now() - new Date(stored ?? 0).getTime())).toBeLessThan(5_000);
});

test('Add without a browser install dialog shows the steps in an alert', async () => {
  const showAlert = renderPrompt();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
  expect(showAlert).toHaveBeenCalledWith(INSTALL_STEPS_ALERT);
  expect(INSTALL_STEPS_ALERT).toContain('Open the Share menu');
  expect(INSTALL_STEPS_ALERT).toContain('Add to Home Screen');
  expect(window.localStorage.getItem(LOCAL_KEYS.installPromptDate)).not.toBeNull();
});

test('Add uses the browser install dialog when the browser offered one', async () => {
  const target = new EventTarget() as unknown as Window;
  listenForInstallPrompt(target);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' }),
  });
  target.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  const showAlert = renderPrompt();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
  expect(event.prompt).toHaveBeenCalled();
  expect(showAlert).not.toHaveBeenCalled();
});

test('seen once it stays away on the next visit, even when it was not answered', () => {
  const first = render(<ThemeRoot><InstallPrompt /></ThemeRoot>);
  expect(screen.getByTestId('install-prompt')).toBeInTheDocument();
  first.unmount();
  renderPrompt();
  expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
});

test('the ✕ dismisses it', () => {
  renderPrompt();
  const dismiss = screen.getByRole('button', { name: 'Not now' });
  expect(dismiss).toHaveTextContent('✕');
  fireEvent.click(dismiss);
  expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
});
