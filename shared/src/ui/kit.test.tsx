import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from './badge';
import { ExerciseSummaryList } from './exercise-summary-list';
import { FormFailure } from './form-failure';
import { ConfirmDialog } from './modal';
import { ProgressBar } from './progress-bar';

describe('Badge', () => {
  it.each([
    ['dictionary', 'Dictionary'],
    ['custom', 'Custom'],
    ['completed', 'completed'],
    ['admin', 'admin'],
  ] as const)('one look per tone: %s', (tone, text) => {
    render(<Badge tone={tone}>{text}</Badge>);
    expect(screen.getByText(text)).toHaveClass('lb-badge', `lb-badge--${tone}`);
  });
});

describe('FormFailure', () => {
  it('announces why the call failed', () => {
    render(<FormFailure message="Failed to save goal" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save goal');
  });

  it.each([null, undefined, ''])('renders nothing without a failure (%p)', (message) => {
    const { container } = render(<FormFailure message={message} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ConfirmDialog with a failure', () => {
  it('shows why the delete failed inside the dialog, which stays open for a retry', async () => {
    const onConfirm = jest.fn();
    render(<ConfirmDialog title="Delete goal?" message="Delete this goal?" failure="Failed to delete goal" onConfirm={onConfirm} onCancel={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete goal?' });
    expect(dialog).toHaveTextContent('Delete this goal?');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete goal');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says nothing failed when nothing did', () => {
    render(<ConfirmDialog message="Delete this goal?" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ProgressBar', () => {
  it.each([
    [0, '0%', '0', '0%'],
    [49.6, '50%', '50', '49.6%'],
    [100, '100%', '100', '100%'],
    [130, '130%', '100', '100%'],
    [-5, '0%', '0', '0%'],
    [Number.NaN, '0%', '0', '0%'],
  ])('%p %% reads %s, announces %s and fills %s', (percent, text, now, width) => {
    render(<ProgressBar percent={percent} label="Bench Press progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Bench Press progress' });
    expect(bar).toHaveAttribute('aria-valuenow', now);
    expect(bar).toHaveAttribute('aria-valuetext', text);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect((bar.firstElementChild as HTMLElement).style.width).toBe(width);
  });
});

describe('ExerciseSummaryList', () => {
  it('lists each exercise with its variation and set count, under its name', () => {
    render(
      <ExerciseSummaryList
        label="Push exercises"
        exercises={[
          { id: 1, name: 'Bench Press', variation: 'Paused', type: 'weighted', set_count: 3 },
          { id: 2, name: 'Plank', variation: null, type: 'duration', set_count: 1 },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Push exercises' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Bench Press (Paused)3 sets', 'Plank1 set']);
  });
});
