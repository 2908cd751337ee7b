import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Field } from './field';
import { ConfirmDialog, Modal } from './modal';
import { EmptyState, ErrorBanner, LoadingState } from './states';

describe('Button', () => {
  it('shows the busy label and is disabled while busy', () => {
    render(
      <Button busy busyLabel="Saving...">
        Create Group
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});

describe('Field', () => {
  it('labels its input and announces its error', () => {
    render(<Field label="Group Name *" error="Group name is required" defaultValue="" />);
    const input = screen.getByLabelText('Group Name *');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Group name is required');
  });

  it('wires a custom control', () => {
    render(
      <Field label="Role">
        <select defaultValue="member">
          <option value="member">Member</option>
        </select>
      </Field>,
    );
    expect(screen.getByLabelText('Role').tagName).toBe('SELECT');
  });
});

describe('states', () => {
  it('renders banners, empty and loading states', async () => {
    const onRetry = jest.fn();
    render(
      <>
        <ErrorBanner message="Failed to fetch goals" onRetry={onRetry} />
        <EmptyState title="No goals yet" action={<Button>Create Your First Goal</Button>} />
        <LoadingState text="Loading invites..." />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch goals');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByText('No goals yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading invites...');
  });

  it('renders no banner without a message', () => {
    const { container } = render(<ErrorBanner message={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Modal', () => {
  it.each([
    ['Escape', async () => userEvent.keyboard('{Escape}')],
    ['the × button', async () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['a click outside', async () => userEvent.click(screen.getByTestId('modal-backdrop'))],
  ])('closes with %s', async (_how, act) => {
    const onClose = jest.fn();
    render(
      <Modal title="Workout Summary" onClose={onClose}>
        <p>Sessions: 1</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Workout Summary' })).toBeInTheDocument();
    await act();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on a click inside', async () => {
    const onClose = jest.fn();
    render(
      <Modal title="Workout Summary" onClose={onClose}>
        <p>Sessions: 1</p>
      </Modal>,
    );
    await userEvent.click(screen.getByText('Sessions: 1'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  it('asks and answers', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog message="Are you sure you want to delete this set?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByText('Are you sure you want to delete this set?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
