declare module 'virtual:first-messages' {
  import type { CompiledMessages } from '@/client/lib/intl-compile';
  /** The sign-in page's messages in each language, compiled (src/client/lib/intl-first-messages.ts). */
  const messages: Record<'en' | 'np', CompiledMessages>;
  export default messages;
}

declare module 'virtual:messages/*' {
  import type { CompiledMessages } from '@/client/lib/intl-compile';
  /** One language's whole messages, compiled at build time (vite.config.ts). */
  const messages: CompiledMessages;
  export default messages;
}
