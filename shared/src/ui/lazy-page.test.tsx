import { act, render, screen } from '@testing-library/react';
import { Component, startTransition, Suspense, type ReactNode } from 'react';
import { lazyPage } from './lazy-page';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

test('never suspends: the spinner shows in place of the page, then the page with its props once the chunk arrives', async () => {
  // A Suspense fallback that showed is what makes React hold the content back for 300 ms; this page never shows one.
  const chunk = deferred<{ default: typeof Greeting }>();
  const Page = lazyPage(() => chunk.promise);
  await act(async () => {
    startTransition(() => {
      render(<Suspense fallback={<p>fallback</p>}><Page name="Babe" /></Suspense>);
    });
  });
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(screen.queryByText('fallback')).toBeNull();
  await act(async () => chunk.resolve({ default: Greeting }));
  expect(screen.getByText('Hello Babe')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

test('a page whose chunk is already here renders in the first pass and loads it once', async () => {
  const load = jest.fn(async () => ({ default: Greeting }));
  const Page = lazyPage(load);
  const first = render(<Page name="Lou" />);
  expect(await screen.findByText('Hello Lou')).toBeInTheDocument();
  first.unmount();
  render(<Page name="Ty" />);
  expect(screen.getByText('Hello Ty')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a chunk that fails reaches the error boundary, and the next mount loads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 7 failed')).mockResolvedValueOnce({ default: Greeting });
  const Page = lazyPage<{ name: string }>(load);
  const first = render(<Boundary><Page name="Cy" /></Boundary>);
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 7 failed');
  first.unmount();
  render(<Boundary><Page name="Cy" /></Boundary>);
  expect(await screen.findByText('Hello Cy')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  jest.restoreAllMocks();
});
