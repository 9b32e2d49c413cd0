import { asLifecycles } from './create-lifecycles';

test('a federated module is accepted as lifecycles only with mount and unmount, and the refusal names it', () => {
  const ok = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
  expect(asLifecycles(ok, 'mfe_x/Area')).toBe(ok);
  expect(() => asLifecycles({ default: () => null }, 'mfe_x/Area')).toThrow('mfe_x/Area did not provide single-spa lifecycles');
  expect(() => asLifecycles(undefined, 'mfe_y/Area')).toThrow('mfe_y/Area did not provide single-spa lifecycles');
});
