import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CheckboxField } from './CheckboxField';
import { FormErrorSummary } from './FormErrorSummary';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and valid without an error', () => {
    renderWithProviders(<TextField label="Email" name="email" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes itself with its hint and error and is marked invalid', () => {
    renderWithProviders(
      <TextField label="Email" hint="We never share it" error="Please enter a valid email address" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Please enter a valid email address');
  });
});

describe('SelectField', () => {
  it('offers an empty first choice and reports errors', async () => {
    renderWithProviders(
      <SelectField
        label="Currency"
        placeholder="Select…"
        options={[
          { value: 'USD', label: 'USD' },
          { value: 'EUR', label: 'EUR' },
        ]}
        error="Required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Required');
    await userEvent.selectOptions(select, 'EUR');
    expect(select).toHaveValue('EUR');
  });
});

describe('CheckboxField', () => {
  it('toggles from its label and reports errors', async () => {
    renderWithProviders(
      <CheckboxField label="I certify" error="You must certify that all information is accurate" />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I certify' });
    await userEvent.click(screen.getByText('I certify'));
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('FormErrorSummary', () => {
  it('shows nothing without errors', () => {
    const { container } = renderWithProviders(<FormErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus and jumps to the field of an error', async () => {
    renderWithProviders(
      <>
        <TextField id="groupName" label="Company name" />
        <FormErrorSummary
          errors={[
            { message: 'Please complete your company information above.', fieldId: 'groupName' },
            { message: 'There is an error with your contacts. Please see above.' },
          ]}
        />
      </>,
    );
    const banner = screen.getByRole('alert');
    expect(banner).toHaveFocus();
    expect(banner).toHaveTextContent('Please correct the following:');
    await userEvent.click(screen.getByRole('link', { name: 'Please complete your company information above.' }));
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveFocus();
  });
});
