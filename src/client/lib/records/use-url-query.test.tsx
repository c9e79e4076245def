import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useUrlQuery } from './use-url-query';
import type { ReactNode } from 'react';

const PAGE = { id: { type: 'string' }, mode: { type: 'string', enum: ['grid'] } } as const;

function at(path: string) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  return { wrapper, history: location.history! };
}

describe("a page's state in the URL", () => {
  it("reads the operation's parameters with the contract's schemas and the page's own", () => {
    const { wrapper } = at(
      '/activities?palikaId=60&fiscalYear=2081&trimester=2&activityId=a1&id=v1&mode=grid&other=x',
    );
    const { result } = renderHook(() => useUrlQuery('listActivityValues', PAGE), { wrapper });
    expect(result.current.query).toEqual({
      palikaId: 60,
      fiscalYear: 2081,
      trimester: 2,
      activityId: 'a1',
      id: 'v1',
      mode: 'grid',
    });
  });

  it('leaves out what a schema refuses, so the page falls back to its default', () => {
    const { wrapper } = at('/targets?palikaId=abc&fiscalYear=20.5&scope=moon&mode=list&history=');
    const { result } = renderHook(() => useUrlQuery('listTargets', PAGE), { wrapper });
    expect(result.current.query).toEqual({});
  });

  it('writes a change to the URL, an empty value removing its parameter', () => {
    const { wrapper, history } = at('/palika?palikaId=60&fiscalYear=2081');
    const { result } = renderHook(() => useUrlQuery('palikaStanding'), { wrapper });
    act(() => result.current.setParams({ fiscalYear: 2082, palikaId: '' }));
    expect(history.at(-1)).toBe('/palika?fiscalYear=2082');
    expect(result.current.query).toEqual({ fiscalYear: 2082 });
  });
});
