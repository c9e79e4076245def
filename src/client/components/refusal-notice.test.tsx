import { fireEvent, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import { FormFrame } from './form-frame';
import { RefusalNotice } from './refusal-notice';
import { useVersionedEdit } from './use-versioned-edit';
import { stubLockPlaces, APPROVED_LOCK } from '../../../tests/support/lock-places';
import { renderAt } from '../../../tests/support/render-app';

const locked = () =>
  new ApiError(
    409,
    { message: { code: 'periodLocked', reason: 'locked', details: APPROVED_LOCK } },
    'x',
  );

beforeEach(stubLockPlaces);
afterEach(() => vi.unstubAllGlobals());

function LockedForm() {
  const { failure, submit } = useRefusableSave<{ name: string }>(async () => {
    throw locked();
  });
  return (
    <Formik initialValues={{ name: '' }} onSubmit={submit}>
      <FormFrame prefix="reporting" failure={failure} submitLabel="save">
        <span />
      </FormFrame>
    </Formik>
  );
}

describe('a save refused because its period is locked', () => {
  it('says why, by whom and when, and who can unlock it, with a link to the period', async () => {
    renderAt(<RefusalNotice error={locked()} />);
    const notice = await screen.findByTestId('lock-notice');
    await vi.waitFor(() => expect(notice.textContent).toContain('Morang district to reopen'));
    expect(notice.textContent).toContain(
      "Biratnagar Metropolitan City's figures for 2083/84, Period 1 (Shrawan–Kartik) were approved by Ram Koirala",
    );
    expect(notice.textContent).toContain('Koshi Province to return it');
    expect(screen.getByRole('link', { name: 'Open the period' }).getAttribute('href')).toBe(
      '/reporting/60/2083/1',
    );
  });

  it('reads in Nepali with Devanagari digits and BS months', async () => {
    renderAt(<RefusalNotice error={locked()} />, '/np/story');
    const notice = await screen.findByTestId('lock-notice');
    await vi.waitFor(() => expect(notice.textContent).toContain('मोरङ जिल्लालाई'));
    expect(notice.textContent).toContain('२०८३/८४ को पहिलो चौमासिक (साउन–कात्तिक)');
    expect(notice.textContent).not.toMatch(/[0-9]/);
  });

  it('is shown by every form of the kit in place of a generic error', async () => {
    renderAt(<LockedForm />);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect((await screen.findByTestId('lock-notice')).textContent).toContain('were approved by');
    expect(screen.queryByText('Someone else changed this meanwhile.')).toBeNull();
  });

  it('is not taken for a version conflict: no newer version is fetched', async () => {
    const fetchLatest = vi.fn(async () => ({ _id: 'v', version: 2 }));
    let taken: boolean | undefined;
    function Editor() {
      const edit = useVersionedEdit({
        current: { _id: 'v', version: 1 },
        inputOf: () => ({}),
        fetchLatest,
        submit: async () => {
          throw locked();
        },
      });
      return (
        <button onClick={() => edit.save({}).catch((e) => (taken = edit.onRefused(e)))}>go</button>
      );
    }
    renderAt(<Editor />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await vi.waitFor(() => expect(taken).toBe(false));
    expect(fetchLatest).not.toHaveBeenCalled();
  });

  it('leaves any other refusal its own message', () => {
    renderAt(<RefusalNotice error={new ApiError(409, { message: { code: 'conflict' } }, 'x')} />);
    expect(screen.getByRole('alert').textContent).toBe('Someone else changed this meanwhile.');
  });
});
