/**
 * A palika user as the sign-in answers it (the fields the client reads), for tests of the sign-in
 * form and the page's root.
 */
export const PALIKA_USER = {
  _id: 'u1',
  username: 'palika',
  fullname: 'Sarita',
  role: 'PALIKA',
  userType: 'NORMAL',
};
