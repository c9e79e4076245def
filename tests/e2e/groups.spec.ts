import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectDashboard, mainMenu, signIn } from './support';

/** The demo group is shared by other journeys: put it back as it was. */
test.afterEach(async ({ request }) => {
  const { token } = await (
    await request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } })
  ).json();
  const headers = { authorization: `Bearer ${token}` };
  const { items } = await (await request.get('/api/groups', { headers })).json();
  const group = items.find((g: { username: string }) => g.username === 'group');
  for (const member of group.members.filter(
    (m: { name: string }) => m.name === 'Sarita Shrestha',
  )) {
    await request.delete(`/api/groups/${group._id}/members/${member._id}`, { headers });
  }
});

test('a group gets a new member, who then appears in the group-member modal', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await (await mainMenu(page)).getByRole('link', { name: 'Group accounts' }).click();
  const group = page.getByRole('article', { name: 'Biratnagar FCHV Group' });
  await expect(group.getByRole('listitem')).toHaveCount(3);
  await group
    .getByLabel('Add a member from this palika')
    .selectOption({ label: 'Sarita Shrestha (palika)' });
  await group.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(group.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();

  await signIn(page, 'group');
  const modal = page.getByRole('dialog', { name: 'Who is working now?' });
  await expect(modal.getByRole('listitem')).toHaveText([
    /Gita Limbu/,
    /Maya Tharu/,
    /Sarita Shrestha/,
    /Sita Rai/,
  ]);
  await modal.getByRole('button', { name: /Sarita Shrestha/ }).click();
  await expectDashboard(page);
  await expect(page.getByTestId('current-user')).toContainText('through group');
});
