import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from '../../../src/core/ui/Field.tsx';
import { ValidMark } from '../../../src/core/ui/ValidMark.tsx';
import { renderWithShop } from '../../helpers/render-with-shop.tsx';

describe('Field', () => {
  it('labels the control', () => {
    renderWithShop(
      <Field label="Firma">
        <input type="text" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Firma' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks required fields with * and a hidden "Pflichtfeld"', () => {
    renderWithShop(
      <Field label="E-Mail" required>
        <input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail (Pflichtfeld)' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('links the server message of an invalid field through aria-describedby', () => {
    renderWithShop(
      <Field label="Vorname" required validation={{ isValid: false, message: 'Bitte geben Sie Ihren Vornamen ein.' }}>
        {(control) => <input type="text" {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Vorname/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte geben Sie Ihren Vornamen ein.');
  });

  it('describes by hint and error together; a valid entry shows no error', () => {
    const { rerender } = renderWithShop(
      <Field label="Telefon" hint="Für Rückfragen zur Lieferung" error="Ungültige Nummer">
        <input type="tel" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveAccessibleDescription('Für Rückfragen zur Lieferung Ungültige Nummer');
    rerender(
      <Field label="Telefon" validation={{ isValid: true, message: '' }} showValidMark>
        <input type="tel" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Telefon' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('img', { name: 'gültig' })).toBeInTheDocument();
  });
});

describe('ValidMark', () => {
  it('has a text alternative for both states', () => {
    renderWithShop(
      <>
        <ValidMark valid />
        <ValidMark valid={false} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'gültig' })).toHaveClass('vk-valid-mark--valid');
    expect(screen.getByRole('img', { name: 'ungültig' })).toHaveClass('vk-valid-mark--invalid');
  });
});
