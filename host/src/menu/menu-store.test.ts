import { useMenuStore } from './menu-store';

test('the menu opens, toggles and closes', () => {
  expect(useMenuStore.getState().open).toBe(false);
  useMenuStore.getState().toggle();
  expect(useMenuStore.getState().open).toBe(true);
  useMenuStore.getState().toggle();
  expect(useMenuStore.getState().open).toBe(false);
  useMenuStore.getState().toggle();
  useMenuStore.getState().close();
  expect(useMenuStore.getState().open).toBe(false);
});
