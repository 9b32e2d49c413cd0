import { yieldToMain } from './yield-to-main';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test('resumes in a later task: a timeout queued before it runs first', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  await yieldToMain();
  order.push('after yield');
  expect(order).toEqual(['queued task', 'after yield']);
});

test('uses scheduler.yield where the browser has it', async () => {
  const yieldSpy = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
  await yieldToMain();
  expect(yieldSpy).toHaveBeenCalledTimes(1);
});
