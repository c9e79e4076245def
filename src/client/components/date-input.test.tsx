import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';
import { renderAt } from '../../../tests/support/render-app';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput id="visit" label="Visit date" value={value} onChange={(iso) => setValue(iso)} />
      <output data-testid="iso">{value}</output>
    </>
  );
}

const typeInto = (text: string) =>
  fireEvent.change(screen.getByLabelText('Visit date'), { target: { value: text } });

describe('the date input', () => {
  it('takes a BS date in Devanagari digits in Nepali and gives the API an ISO AD date', () => {
    renderAt(<Harness />, '/np');
    fireEvent.change(screen.getByLabelText('Visit date'), { target: { value: '२०८३-०८-०६' } });
    expect(screen.getByTestId('iso')).toHaveTextContent('2026-11-22');
    expect(screen.getByText('ई.सं.: २०२६-११-२२')).toBeTruthy();
  });

  it('starts in BS in English too, as every other date shows, and shows the AD date beside it', () => {
    renderAt(<Harness />);
    expect(screen.getByLabelText('Calendar')).toHaveValue('BS');
    typeInto('2083-08-06');
    expect(screen.getByTestId('iso')).toHaveTextContent('2026-11-22');
    expect(screen.getByText('AD: 2026-11-22')).toBeTruthy();
  });

  it('still takes an AD date once AD is chosen, and shows the BS date beside it', () => {
    renderAt(<Harness />);
    fireEvent.change(screen.getByLabelText('Calendar'), { target: { value: 'AD' } });
    typeInto('2026-11-22');
    expect(screen.getByTestId('iso')).toHaveTextContent('2026-11-22');
    expect(screen.getByText('BS: 6 Mangsir 2083')).toBeTruthy();
  });

  it('names a day the month does not have, keeps what was typed, and gives no date', () => {
    renderAt(<Harness />);
    fireEvent.change(screen.getByLabelText('Calendar'), { target: { value: 'BS' } });
    typeInto('2082-04-32');
    expect(screen.getByRole('alert')).toHaveTextContent('This month does not have that day.');
    expect(screen.getByLabelText('Visit date')).toHaveValue('2082-04-32');
    expect(screen.getByTestId('iso')).toBeEmptyDOMElement();
  });

  it('picks a day from the calendar with the keyboard-reachable grid', () => {
    renderAt(<Harness initial="2026-11-22" />, '/np');
    fireEvent.click(screen.getByRole('button', { name: 'मिति छान्नुहोस्' }));
    fireEvent.click(screen.getByRole('button', { name: '१५ मंसिर २०८३' }));
    expect(screen.getByTestId('iso')).toHaveTextContent('2026-12-01');
    expect(screen.getByLabelText('Visit date')).toHaveValue('२०८३-०८-१५');
  });
});
