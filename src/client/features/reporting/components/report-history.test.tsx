import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportHistory } from './report-history';
import { entry } from '../../../../../stories/support/reporting-fixtures';
import { renderAt } from '../../../../../tests/support/render-app';

const history = [
  entry(1, ['submit', 'open', 'submitted'], null, [
    { rule: 'cardsWithinRegistered', comment: 'Cards of last year counted again' },
    { rule: 'serviceBeforeDeath', comment: 'Date of death typed wrong' },
  ]),
  entry(2, ['return', 'submitted', 'open'], 'Correct the date first'),
];

describe("the period's history", () => {
  it('shows a submission’s comments, each under its rule’s name', () => {
    renderAt(<ReportHistory history={history} />);
    const list = screen.getByRole('list', { name: 'Comments on the errors at submission:' });
    const items = [...list.querySelectorAll('li')].map((li) =>
      [...li.querySelectorAll('p')].map((p) => p.textContent),
    );
    const names = items.map(([name]) => name);
    const comments = items.map(([, comment]) => comment);
    expect(names).toEqual([
      'ID cards issued within persons registered',
      "No service after the person's death",
    ]);
    expect(comments).toEqual(['Cards of last year counted again', 'Date of death typed wrong']);
    // Only the submission carries them.
    expect(screen.getAllByText('Comments on the errors at submission:')).toHaveLength(1);
  });

  it('names the rules in the reader’s language', () => {
    renderAt(<ReportHistory history={history} />, '/np');
    expect(screen.getByText('पेश गर्दा त्रुटिमाथिका टिप्पणी:')).toBeTruthy();
    expect(screen.getByText('मृत्युपछि सेवा छैन')).toBeTruthy();
    expect(screen.getByText('Date of death typed wrong')).toBeTruthy();
  });
});
