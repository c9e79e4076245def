/**
 * The twelve rows of the ID-card matrix (issue 41 §1.3; DOMAIN.md §1.2, the census and the former
 * DWCD MIS): the Act's ten types by a person's primary type, with the visual and the hearing type
 * each split by sub-type. A card counts once, in the row of its holder's primary type.
 */
export const ID_CARD_ROWS = [
  'physical',
  'blind',
  'low_vision',
  'deaf',
  'hard_of_hearing',
  'deaf_blind',
  'voice_speech',
  'psychosocial',
  'intellectual',
  'haemophilia',
  'autism',
  'multiple',
] as const;
export type IdCardRow = (typeof ID_CARD_ROWS)[number];

/**
 * The sub-types that put a visual or hearing card in its first row: blind (total absence of sight
 * counts as blind), deaf. Any other visual card is low vision, any other hearing card hard of hearing.
 */
export const FIRST_SUBTYPE_ROW = {
  visual: { row: 'blind', subtypes: ['blind', 'total_blind'], otherwise: 'low_vision' },
  hearing: { row: 'deaf', subtypes: ['deaf'], otherwise: 'hard_of_hearing' },
} as const;
