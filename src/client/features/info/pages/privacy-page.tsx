import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useLocale } from '@/client/lib/use-locale';
import { pathFor } from '@/shared/routes';

const SECTIONS = [
  'controller',
  'data',
  'purpose',
  'access',
  'retention',
  'security',
  'rights',
  'contact',
] as const;

/** What personal and health data the application holds, why, who sees it, for how long, whom to ask. */
export default function PrivacyPage() {
  const locale = useLocale();
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-10">
      <h1 className="mb-2 text-3xl font-semibold text-secondary">
        <FormattedMessage id="page.privacy" />
      </h1>
      <p className="mb-8 text-gray-700">
        <FormattedMessage id="privacy.intro" />
      </p>
      {SECTIONS.map((section) => (
        <section key={section} className="mb-6">
          <h2 className="mb-2 text-xl font-semibold text-secondary">
            <FormattedMessage id={`privacy.${section}.title`} />
          </h2>
          <p className="whitespace-pre-line leading-relaxed text-gray-900">
            <FormattedMessage id={`privacy.${section}.body`} />
          </p>
        </section>
      ))}
      <p className="mt-10 text-sm text-gray-700">
        <FormattedMessage id="privacy.updated" />
      </p>
      <Link
        href={pathFor('signIn', locale)}
        className="mt-4 inline-block font-semibold text-primary underline"
      >
        <FormattedMessage id="privacy.back" />
      </Link>
    </main>
  );
}
