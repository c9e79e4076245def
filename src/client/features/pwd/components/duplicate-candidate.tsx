import { FormattedMessage } from 'react-intl';
import { Alert } from '@/client/components/alert';

/**
 * A person in an open candidate pair of the national duplicate check (issue 40 §3), as their
 * palika sees them: that they may be registered in another palika too and that the national
 * data-quality team decides; never who or where the other person is (the server answers a boolean).
 */
export function DuplicateCandidateNotice() {
  return (
    <div data-testid="duplicate-candidate" className="mb-4 print:hidden">
      <Alert tone="info" title={<FormattedMessage id="pwd.duplicateCandidate.title" />}>
        <FormattedMessage id="pwd.duplicateCandidate.message" />
      </Alert>
    </div>
  );
}

/** The same mark on a person's row of a list: in words, with the whole of it for a screen reader. */
export function DuplicateCandidateBadge() {
  return (
    <span
      data-testid="duplicate-candidate-badge"
      className="mt-1 inline-flex items-center gap-1 rounded border border-blue-700 bg-blue-50 px-1.5 py-0.5 text-xs font-semibold text-blue-900"
    >
      <span aria-hidden>⧉</span>
      <FormattedMessage id="pwd.duplicateCandidate.badge" />
      <span className="sr-only">
        {' '}
        <FormattedMessage id="pwd.duplicateCandidate.badgeHint" />
      </span>
    </span>
  );
}
