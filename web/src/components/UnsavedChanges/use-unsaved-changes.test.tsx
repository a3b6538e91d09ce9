import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, useNavigate } from '@/lib/router/Router';
import { CurrentLocation } from '@/test/location';
import { renderWithProviders } from '@/test/render';
import { useUnsavedChanges } from './use-unsaved-changes';

function Form() {
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const { notice } = useUnsavedChanges(!saving && name !== '');
  return (
    <>
      {notice}
      <label>
        Name
        <input
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
      </label>
      <button
        type="button"
        onClick={() => {
          setSaving(true);
          // The save's answer arrives later, and the screen moves on.
          void Promise.resolve().then(() => {
            navigate('/en/saved');
          });
        }}
      >
        Save
      </button>
      <Link to="/en/elsewhere">Elsewhere</Link>
      <CurrentLocation />
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('useUnsavedChanges', () => {
  it('lets a form without edits go at once', async () => {
    renderWithProviders(<Form />, { route: '/en/form' });
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(location()).toBe('/en/elsewhere');
  });

  it('asks before leaving unsaved edits: Stay keeps them, Leave goes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />, { route: '/en/form' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    const notice = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    expect(notice).toHaveAccessibleDescription('You have unsaved changes. Leaving this page will discard them.');
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toBe('/en/form');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(location()).toBe('/en/elsewhere');
  });

  it('asks the browser before the page is left or reloaded, only while edits are unsaved', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />, { route: '/en/form' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    expect(unload()).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(unload()).toBe(false);
  });

  it('lets a saving form move on without asking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />, { route: '/en/form' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toBe('/en/saved');
  });
});
