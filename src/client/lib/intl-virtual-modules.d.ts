declare module 'virtual:first-messages' {
  /** The sign-in page's messages in each language (src/client/lib/intl-first-messages.ts). */
  const messages: Record<'en' | 'np', Record<string, string>>;
  export default messages;
}
