import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { commentsOf, uncommentedRulesOf } from './error-comments';

const refusal = (code: string, fields: { field: string; code: string }[]) =>
  new ApiError(400, { statusCode: 400, message: { reason: 'No', code, fields } }, 'No');

describe('comments on a submission’s errors', () => {
  it('sends one comment a rule, in the errors’ order, trimmed', () => {
    expect(
      commentsOf(['serviceBeforeDeath', 'cardsWithinRegistered'], {
        comments: { cardsWithinRegistered: ' Counted twice ', serviceBeforeDeath: 'Wrong date' },
      }),
    ).toEqual([
      { rule: 'serviceBeforeDeath', comment: 'Wrong date' },
      { rule: 'cardsWithinRegistered', comment: 'Counted twice' },
    ]);
  });

  it('reads the rules a refused submission left without a comment, and none of another refusal', () => {
    expect(
      uncommentedRulesOf(
        refusal('report.commentsRequired', [
          { field: 'comments.serviceBeforeDeath', code: 'required' },
          { field: 'comments.wardPopulationAddsUp', code: 'required' },
        ]),
      ),
    ).toEqual(['serviceBeforeDeath', 'wardPopulationAddsUp']);
    expect(
      uncommentedRulesOf(refusal('validation', [{ field: 'comments.0.comment', code: 'tooLong' }])),
    ).toEqual([]);
    expect(uncommentedRulesOf(new Error('offline'))).toEqual([]);
  });
});
