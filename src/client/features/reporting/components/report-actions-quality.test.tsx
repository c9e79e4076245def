import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { ReportActions } from './report-actions';
import { ReportView } from './report-view';
import {
  QUALITY_REPORT,
  QUALITY_REPORT_CLEAN,
} from '../../../../../stories/support/data-quality-fixtures';
import { reportIn } from '../../../../../stories/support/reporting-fixtures';
import { renderAt } from '../../../../../tests/support/render-app';

const moved = () => vi.fn(async () => undefined);

describe('moves of a period with data-quality flags', () => {
  it('asks for a comment on each error before a submission, and sends them by rule', async () => {
    const onMove = moved();
    renderAt(<ReportActions moves={['submit']} onMove={onMove} quality={QUALITY_REPORT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onMove).not.toHaveBeenCalled();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(2);
    // Both required: an empty try names what is missing and submits nothing.
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit' }).at(-1)!);
    await screen.findAllByText(/required/i);
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.change(boxes[0]!, { target: { value: 'Cards of last year counted again' } });
    fireEvent.change(boxes[1]!, { target: { value: ' Dates typed wrong, fixed next period ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit' }).at(-1)!);
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    const errors = QUALITY_REPORT.violations.filter((v) => v.severity === 'error');
    expect(onMove).toHaveBeenCalledWith('submit', undefined, [
      { rule: errors[0]!.rule, comment: 'Cards of last year counted again' },
      { rule: errors[1]!.rule, comment: 'Dates typed wrong, fixed next period' },
    ]);
  });

  it("shows the server's refusal of a comment missing at its box, keeping what was typed", async () => {
    const errors = QUALITY_REPORT.violations.filter((v) => v.severity === 'error');
    const onMove = vi.fn(async () => {
      throw new ApiError(
        400,
        {
          statusCode: 400,
          message: {
            reason: 'Each error of the period needs a comment before it is submitted',
            code: 'report.commentsRequired',
            fields: [{ field: `comments.${errors[1]!.rule}`, code: 'required' }],
          },
        },
        'refused',
      );
    });
    renderAt(<ReportActions moves={['submit']} onMove={onMove} quality={QUALITY_REPORT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const boxes = screen.getAllByRole('textbox');
    fireEvent.change(boxes[0]!, { target: { value: 'First' } });
    fireEvent.change(boxes[1]!, { target: { value: 'Second' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit' }).at(-1)!);
    await screen.findByText(/Each error of this period needs a comment/);
    expect(boxes[1]!.getAttribute('aria-invalid')).toBe('true');
    expect((boxes[0] as HTMLTextAreaElement).value).toBe('First');
  });

  it('submits in one press when nothing is an error', async () => {
    const onMove = moved();
    renderAt(<ReportActions moves={['submit']} onMove={onMove} quality={QUALITY_REPORT_CLEAN} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('submit'));
  });

  it('waits for the flags before a submission or an approval', () => {
    const onMove = moved();
    renderAt(<ReportActions moves={['submit', 'approve']} onMove={onMove} qualityLoading />);
    const submit = screen.getByRole('button', { name: /Submit/ });
    expect(submit.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(submit);
    const approve = screen.getByRole('button', { name: /Approve/ });
    expect(approve.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(approve);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('shows the flags again before an approval; the approver decides or steps back', async () => {
    const onMove = moved();
    renderAt(
      <ReportActions moves={['return', 'approve']} onMove={onMove} quality={QUALITY_REPORT} />,
    );
    const approve = screen.getByRole('button', { name: 'Approve' });
    fireEvent.click(approve);
    const check = screen.getByRole('group', { name: /Before you decide \(Approve\)/ });
    expect(document.activeElement).toBe(check);
    expect(check.textContent).toContain('2 errors, 1 warning and 2 outliers');
    expect(screen.getByRole('link', { name: /ID cards issued/ }).getAttribute('href')).toBe(
      '#quality-rule-cardsWithinRegistered',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onMove).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(approve);
    fireEvent.click(approve);
    fireEvent.click(screen.getByRole('button', { name: 'Approve with these flags' }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('approve'));
  });

  it("on the period's page: the flags above the moves; a submission waits for them, and goes on without them when they cannot be read", async () => {
    const onMove = moved();
    const report = reportIn('open', ['submit']);
    const first = renderAt(
      <ReportView report={report} onMove={onMove} quality={{ data: undefined }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onMove).not.toHaveBeenCalled();
    const sections = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(sections.indexOf('quality-flags')).toBeLessThan(sections.indexOf('report-actions'));
    first.unmount();
    renderAt(
      <ReportView report={report} onMove={onMove} quality={{ error: new Error('offline') }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('submit'));
  });
});
