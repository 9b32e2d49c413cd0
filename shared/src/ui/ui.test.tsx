import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Button } from './Button';
import { Card, Page, PageTitle } from './layout';
import { SectionUnavailable } from './SectionUnavailable';
import { Spinner } from './Spinner';
import { ModalFrame } from './ModalFrame';
import { ModalDialog } from './ModalDialog';

const wrap = (ui: React.ReactNode) => render(<ThemeRoot mode="day">{ui}</ThemeRoot>);

it('Button defaults to type=button, supports variants and clicks', () => {
  const onClick = jest.fn();
  wrap(
    <>
      <Button onClick={onClick}>Go</Button>
      <Button $variant="ghost" type="submit">Send</Button>
    </>,
  );
  const go = screen.getByRole('button', { name: 'Go' });
  expect(go).toHaveAttribute('type', 'button');
  expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  fireEvent.click(go);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('PageTitle is an h1 inside a Page (not a second <main>) with a Card', () => {
  wrap(
    <Page data-testid="page">
      <PageTitle>Leaderboard</PageTitle>
      <Card>body</Card>
    </Page>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
  expect(screen.queryByRole('main')).not.toBeInTheDocument();
  expect(screen.getByTestId('page')).toContainElement(screen.getByText('body'));
});

it('Spinner has an accessible name', () => {
  wrap(<Spinner />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

it('SectionUnavailable shows the message and a Retry button', () => {
  const retry = jest.fn();
  wrap(<SectionUnavailable onRetry={retry} />);
  expect(screen.getByText('This section is unavailable')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalled();
});

describe('ModalFrame', () => {
  function renderFrame(onClose: () => void, closeDisabled = false) {
    return render(
      <ThemeRoot>
        <ModalFrame labelId="frame-title" onClose={onClose} closeDisabled={closeDisabled}>
          <h2 id="frame-title">Choose</h2>
        </ModalFrame>
      </ThemeRoot>,
    );
  }

  it('is a labelled modal dialog that takes focus; Escape, the backdrop and ✕ close it', () => {
    const onClose = jest.fn();
    renderFrame(onClose);
    const dialog = screen.getByRole('dialog', { name: 'Choose' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(dialog.parentElement as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('stays open while closing is disabled (mid-redirect)', () => {
    const onClose = jest.fn();
    renderFrame(onClose, true);
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ModalFrame as an alert dialog', () => {
  it('has no ✕, ignores the backdrop when asked, and leaves focus on an autoFocus answer', () => {
    const onClose = jest.fn();
    render(
      <ThemeRoot>
        <ModalFrame labelId="q" role="alertdialog" closeOnBackdrop={false} onClose={onClose}>
          <p id="q">Leave?</p>
          <button type="button" autoFocus>
            No
          </button>
        </ModalFrame>
      </ThemeRoot>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Leave?' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    fireEvent.click(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ModalDialog', () => {
  it('is labelled by its title, shows its body and actions, and stays open while busy', () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <ThemeRoot>
        <ModalDialog title="Send the offer?" onClose={onClose} actions={<button type="button">Confirm</button>}>
          <p>Two players for one.</p>
        </ModalDialog>
      </ThemeRoot>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Send the offer?' });
    expect(dialog).toHaveTextContent('Two players for one.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    rerender(
      <ThemeRoot>
        <ModalDialog title="Send the offer?" busy onClose={onClose}>
          <p>Two players for one.</p>
        </ModalDialog>
      </ThemeRoot>,
    );
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
