const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator/i;

/** Crawlers and bots get no error page, only the status. */
export function isBot(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent && BOT_PATTERN.test(userAgent));
}
