/**
 * Our district names (from the national hierarchy) that the boundary file spells differently. Keys
 * and values are compared after `nameKey`.
 */
const SPELLINGS: Record<string, string> = {
  acham: 'achham',
  dhanusha: 'dhanusa',
  kavrepalanchok: 'kavrepalanchowk',
  pachthar: 'panchthar',
  parwat: 'parbat',
  ramechap: 'ramechhap',
  tanahun: 'tanahu',
  terhathum: 'tehrathum',
  nawalparasieast: 'nawalpur',
  nawalparasiwest: 'parasi',
  rukumeast: 'easternrukum',
  rukumwest: 'westernrukum',
  makawanpur: 'makwanpur',
  chitawan: 'chitwan',
  kapilbastu: 'kapilvastu',
  sindhupalchowk: 'sindhupalchok',
  kavrepalanchowk: 'kavrepalanchowk',
};

export const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The boundary file's key for one of our district names. */
export const boundaryKeyOf = (name: string) => SPELLINGS[nameKey(name)] ?? nameKey(name);
