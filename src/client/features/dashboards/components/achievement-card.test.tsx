import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AchievementCard } from './achievement-card';
import { renderAt } from '../../../../../tests/support/render-app';

const card = (props: Partial<Parameters<typeof AchievementCard>[0]>, path = '/') =>
  renderAt(<AchievementCard label="Persons served" throughPeriod={2} {...props} />, path);

describe('the achievement card', () => {
  it('says the band in words, with the achievement to this period against the pro-rated target', async () => {
    card({ achieved: 380, target: 600, targetToDate: 400 });
    expect(await screen.findByText(/On track/)).toHaveTextContent(
      'On track · 95 % of the target to period 2 (380 of 400)',
    );
    expect(screen.getByText(/of 600 this year/)).toHaveTextContent('of 600 this year (63.3 %)');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '95');
  });

  it('is at risk from 70 %, behind below, and stops its bar at the end above the target', async () => {
    card({ achieved: 300, target: 600, targetToDate: 400 });
    expect(await screen.findByText(/At risk/)).toHaveTextContent('75 %');
    card({ achieved: 120, target: 600, targetToDate: 400 });
    expect(await screen.findByText(/Behind/)).toHaveTextContent('30 %');
    card({ achieved: 500, target: 600, targetToDate: 400 });
    expect(screen.getAllByRole('meter').at(-1)).toHaveAttribute('aria-valuenow', '100');
  });

  it('says a missing target is missing, and a target of zero has no percentage', async () => {
    card({ achieved: 380, target: null, targetToDate: null });
    expect(await screen.findByText('No target set for this year')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
    card({ achieved: 4, target: 0, targetToDate: 0 });
    expect(await screen.findByText(/of 0 this year/)).toHaveTextContent('(— %)');
  });

  it('reads in Nepali with Devanagari digits', async () => {
    card({ achieved: 380, target: 600, targetToDate: 400 }, '/np');
    expect(await screen.findByText(/लक्ष्यअनुसार/)).toHaveTextContent('९५ %');
  });
});
