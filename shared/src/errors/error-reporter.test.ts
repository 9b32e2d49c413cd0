import { configureApp, resetAppConfig } from '../config/app-config';
import { getErrorReporter, localErrorReporter, setErrorReporter, stripPasswords, type ClientErrorEvent } from './error-reporter';

const event: ClientErrorEvent = { message: 'Something went wrong - 500 error', baseUrl: '/api', url: '/api/x', method: 'GET', response: {}, requestData: null };

afterEach(() => {
  resetAppConfig();
  setErrorReporter(null);
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('stripPasswords', () => {
  it('removes password keys deeply, case-insensitively, without mutating', () => {
    const input = { user: 'a', Password: 'x', nested: { newPassword: 'y', list: [{ password_confirm: 'z', keep: 1 }] } };
    expect(stripPasswords(input)).toEqual({ user: 'a', nested: { list: [{ keep: 1 }] } });
    expect(input.Password).toBe('x');
  });
  it('parses JSON strings, keeps other values', () => {
    expect(stripPasswords('{"password":"p","a":1}')).toEqual({ a: 1 });
    expect(stripPasswords('plain')).toBe('plain');
    expect(stripPasswords(null)).toBeNull();
    expect(stripPasswords(5)).toBe(5);
  });
});

describe('reporter registry', () => {
  it('defaults to the local adapter and can be swapped', () => {
    expect(getErrorReporter()).toBe(localErrorReporter);
    const custom = { report: jest.fn() };
    setErrorReporter(custom);
    getErrorReporter().report(event);
    expect(custom.report).toHaveBeenCalledWith(event);
  });

  it('local adapter POSTs JSON with keepalive to restBase/client-errors', async () => {
    configureApp({ restBase: 'https://api.x.io' });
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    globalThis.fetch = fetchMock;
    localErrorReporter.report(event);
    expect(fetchMock).toHaveBeenCalledWith('https://api.x.io/client-errors', expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(event) }));
  });

  it('local adapter swallows failures to the console', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn().mockRejectedValue(new Error('down'));
    expect(() => localErrorReporter.report(event)).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(spy).toHaveBeenCalled();
    globalThis.fetch = jest.fn(() => {
      throw new Error('sync');
    });
    expect(() => localErrorReporter.report(event)).not.toThrow();
    spy.mockRestore();
  });
});
