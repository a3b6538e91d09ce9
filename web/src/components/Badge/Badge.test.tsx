import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its variant', () => {
    render(<Badge variant="warning">Archived</Badge>);
    expect(screen.getByText('Archived')).toHaveClass('badge', 'badge--warning');
  });

  it('becomes a button when it carries an action', async () => {
    const onClick = vi.fn();
    render(
      <Badge variant="danger" onClick={onClick} actionLabel="Unlock user">
        Locked
      </Badge>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unlock user' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
