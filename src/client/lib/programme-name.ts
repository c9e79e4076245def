import { useIntl } from 'react-intl';
import { programmeMessageId } from '@/shared/programmes';

/** A batch's programme as the reader reads it: a known programme in their language, another as stored. */
export function useProgrammeName(): (stored: string) => string {
  const intl = useIntl();
  return (stored) => {
    const id = programmeMessageId(stored);
    return id ? intl.formatMessage({ id }) : stored;
  };
}
